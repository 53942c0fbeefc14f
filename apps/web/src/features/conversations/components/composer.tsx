import { MESSAGE_MAX_LENGTH, sendMessageRequestSchema } from '@varmala/shared';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../../../components/use-format';
import { useValidationText } from '../../../components/use-validation-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError, NETWORK_FAILURE } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';
import { type Draft, readDraft, writeDraft } from '../api/drafts';
import { arrivedAfterAll, useSendMessage } from '../api/use-send-message';

interface ComposerProps {
  conversationId: number;
  /** The account writing: drafts are kept per account on a shared phone. */
  userId: number;
  /** The server said the conversation closed (409): the page shows why. */
  onClosed: () => void;
  /** The message went out; `masked` when its contact details were hidden. */
  onSent: (masked: boolean) => void;
  /** The other family's newest message: their reply lifts the wait for one. */
  lastReplyId: number | undefined;
}

/** Why the composer waits: refused for now (429), or holding a message until the phone is online. */
type Hold =
  | { kind: 'offline' | 'retry' }
  | { kind: 'refused'; text: string; until: number | null }
  | { kind: 'invalid'; text: string };

const SAME_DAY_MS = 20 * 60 * 60 * 1000;

/**
 * Writes a message: 1 to 1,000 characters. What is typed is kept on the phone until it is sent, so
 * a message written offline, or lost to a dropped connection, goes out when the phone is back
 * online, and a reload keeps it.
 */
export function Composer({ conversationId, userId, onClosed, onSent, lastReplyId }: ComposerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const send = useSendMessage(conversationId);
  const [draft, setDraftState] = useState<Draft>(() => readDraft(userId, conversationId));
  const [hold, setHold] = useState<Hold | null>(() =>
    readDraft(userId, conversationId).queued ? { kind: 'offline' } : null,
  );
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const statusId = useId();

  const setDraft = useCallback(
    (next: Draft) => {
      setDraftState(next);
      writeDraft(userId, conversationId, next);
    },
    [userId, conversationId],
  );

  const deliver = useCallback(
    (text: string) => {
      send.mutate(text, {
        onSuccess: (sent) => {
          setDraft({ text: '', queued: false, queuedAt: null });
          setHold(null);
          onSent(sent.masked);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === NETWORK_FAILURE) {
            setDraft({ text, queued: true, queuedAt: Date.now() });
            setHold({ kind: navigator.onLine === false ? 'offline' : 'retry' });
          } else if (error instanceof ApiError && error.status === 429) {
            const until = error.retryAfter === undefined ? null : Date.now() + error.retryAfter * 1000;
            setHold({ kind: 'refused', text: errorText(error), until });
          } else if (error instanceof ApiError && error.status === 409) {
            onClosed();
          } else if (error instanceof ApiError && error.status === 400) {
            setHold({ kind: 'invalid', text: errorText(error) });
          } else {
            notifyFailure(t('thread.composer.sendFailed'), error);
          }
        },
      });
    },
    [send, setDraft, onSent, onClosed, errorText, t],
  );

  // A message kept from before goes out once the phone is online: unless the earlier try got
  // through after all and only its answer was lost.
  const isPending = send.isPending;
  useEffect(() => {
    if (!draft.queued || isPending) return;
    let cancelled = false;
    const flush = async () => {
      if (navigator.onLine === false || cancelled) return;
      const text = draft.text.trim();
      try {
        if (draft.queuedAt !== null && (await arrivedAfterAll(conversationId, text, draft.queuedAt))) {
          if (cancelled) return;
          setDraft({ text: '', queued: false, queuedAt: null });
          setHold(null);
          return;
        }
      } catch {
        return; // Still no connection: the next 'online' tries again.
      }
      if (!cancelled) deliver(text);
    };
    void flush();
    window.addEventListener('online', flush);
    return () => {
      cancelled = true;
      window.removeEventListener('online', flush);
    };
  }, [draft.queued, draft.queuedAt, draft.text, isPending, conversationId, deliver, setDraft]);

  // A refusal holds until the time the server named, or until the other family replies.
  const refusedUntil = hold?.kind === 'refused' ? hold.until : null;
  useEffect(() => {
    if (refusedUntil === null) return;
    const timer = setTimeout(
      () => setHold(null),
      Math.min(Math.max(0, refusedUntil - Date.now()), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [refusedUntil]);
  const firstReply = useRef(lastReplyId);
  useEffect(() => {
    if (lastReplyId === firstReply.current) return;
    firstReply.current = lastReplyId;
    setHold((current) => (current?.kind === 'refused' ? null : current));
  }, [lastReplyId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || draft.queued) return;
    const checked = sendMessageRequestSchema.safeParse({ text: draft.text });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setHold({
        kind: 'invalid',
        text:
          draft.text.trim() === ''
            ? t('thread.composer.empty')
            : draft.text.trim().length > MESSAGE_MAX_LENGTH
              ? t('thread.composer.tooLong', { count: draft.text.trim().length - MESSAGE_MAX_LENGTH })
              : (validationText(message) ?? t('thread.composer.empty')),
      });
      field.current?.focus();
      return;
    }
    if (navigator.onLine === false) {
      setDraft({ text: checked.data.text, queued: true, queuedAt: null });
      setHold({ kind: 'offline' });
      return;
    }
    setHold(null);
    deliver(checked.data.text);
  };

  const left = MESSAGE_MAX_LENGTH - draft.text.trim().length;
  const waitUntil = hold?.kind === 'refused' ? hold.until : null;
  const waiting = waitUntil !== null && waitUntil > Date.now();
  const writeAgain =
    waitUntil === null
      ? null
      : waitUntil - Date.now() < SAME_DAY_MS
        ? t('thread.composer.writeAgainAt', { time: format.time(new Date(waitUntil).toISOString()) })
        : t('thread.composer.writeAgainOn', { date: format.dateTime(new Date(waitUntil).toISOString()) });

  return (
    <form className="composer" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={`${statusId}-text`}>
        {t('thread.composer.label')}
      </label>
      <textarea
        ref={field}
        id={`${statusId}-text`}
        className="field__input field__input--multiline composer__text"
        rows={3}
        value={draft.text}
        aria-describedby={`${hintId} ${statusId}`}
        aria-invalid={hold?.kind === 'invalid' || left < 0 || undefined}
        onChange={(event) => {
          setDraft({ ...draft, text: event.currentTarget.value });
          if (hold?.kind === 'invalid') setHold(null);
        }}
      />
      <p className="composer__hint" id={hintId}>
        {t('thread.composer.hint')}{' '}
        <span className={left < 0 ? 'composer__left composer__left--over' : 'composer__left'}>
          {left < 0
            ? t('thread.composer.tooLong', { count: -left })
            : t('thread.composer.left', { count: left })}
        </span>
      </p>
      <button
        className="button button--primary composer__send"
        type="submit"
        disabled={send.isPending || draft.queued || waiting}
        aria-busy={send.isPending || undefined}
      >
        {/* Both words hold the button's width, one shown: sending does not move what is beside it. */}
        <span className="composer__send-words">
          <span className={send.isPending ? 'composer__send-word--hidden' : undefined}>
            {t('thread.composer.send')}
          </span>
          <span className={send.isPending ? undefined : 'composer__send-word--hidden'}>
            {t('thread.composer.sending')}
          </span>
        </span>
      </button>
      {/* Below the button: a late answer (a refusal) moves nothing the member is about to tap. */}
      <div className="composer__status" id={statusId} role="status">
        {hold?.kind === 'offline' && <p>{t('thread.composer.offlineQueued')}</p>}
        {hold?.kind === 'retry' && <p>{t('thread.composer.retryQueued')}</p>}
        {(hold?.kind === 'refused' || hold?.kind === 'invalid') && (
          <p className="composer__refusal">
            {hold.text} {hold.kind === 'refused' && writeAgain}
          </p>
        )}
      </div>
    </form>
  );
}
