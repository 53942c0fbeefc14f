/**
 * What the member wrote and has not sent yet, kept on this device per account and conversation: a
 * message typed while offline, or on a connection that dropped, is still there when the page is
 * opened again, and goes out once the phone is back online.
 */
export interface Draft {
  text: string;
  /** The member pressed Send: it goes out by itself once the phone is online. */
  queued: boolean;
  /** When Send was pressed (ms since the epoch), to tell whether an earlier try got through. */
  queuedAt: number | null;
}

const EMPTY: Draft = { text: '', queued: false, queuedAt: null };

const keyOf = (userId: number, conversationId: number) => `varmala.draft.${userId}.${conversationId}`;

export function readDraft(userId: number, conversationId: number): Draft {
  try {
    const stored = localStorage.getItem(keyOf(userId, conversationId));
    if (!stored) return EMPTY;
    const draft = JSON.parse(stored) as Partial<Draft>;
    if (typeof draft.text !== 'string') return EMPTY;
    return {
      text: draft.text,
      queued: draft.queued === true,
      queuedAt: typeof draft.queuedAt === 'number' ? draft.queuedAt : null,
    };
  } catch {
    // Storage refused (a private window, a full disk): the draft lives on the page only.
    return EMPTY;
  }
}

export function writeDraft(userId: number, conversationId: number, draft: Draft): void {
  try {
    if (draft.text === '' && !draft.queued) localStorage.removeItem(keyOf(userId, conversationId));
    else localStorage.setItem(keyOf(userId, conversationId), JSON.stringify(draft));
  } catch {
    // As above: nothing more to do than keep it on the page.
  }
}
