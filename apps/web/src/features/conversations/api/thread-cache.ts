import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MessageRow, MessagesResponse } from '@varmala/shared';
import { conversationKeys } from './conversations-api';

/** A thread as the cache holds it: pages of 30, the newest page first, each newest first. */
export type ThreadData = InfiniteData<MessagesResponse, unknown>;

/**
 * Puts a message in its thread, if the thread is on hand: a message the member just sent, or one
 * the live stream delivered. Either may come first, and a message already there is replaced, so a
 * message never shows twice.
 */
export function putMessage(queryClient: QueryClient, conversationId: number, message: MessageRow): void {
  queryClient.setQueryData<ThreadData>(conversationKeys.thread(conversationId), (thread) => {
    if (!thread) return thread;
    let found = false;
    const pages = thread.pages.map((page) => ({
      rows: page.rows.map((row) => {
        if (row.message_id !== message.message_id) return row;
        found = true;
        // What the member's own page knew (the time it was read) is not lost to an older copy.
        return { ...message, read_at: message.read_at ?? row.read_at };
      }),
    }));
    if (!found) {
      const [first, ...rest] = pages;
      const rows = [...(first?.rows ?? []), message].sort((a, b) => b.message_id - a.message_id);
      return { ...thread, pages: [{ rows }, ...rest] };
    }
    return { ...thread, pages };
  });
}

/**
 * Marks the messages up to `messageId` read: the member's own when the other side read them
 * (`byMe: false`), or the other side's when the member read them, perhaps in another tab.
 */
export function markRead(
  queryClient: QueryClient,
  conversationId: number,
  messageId: number,
  byMe: boolean,
  readAt: string,
): void {
  queryClient.setQueryData<ThreadData>(conversationKeys.thread(conversationId), (thread) => {
    if (!thread) return thread;
    return {
      ...thread,
      pages: thread.pages.map((page) => ({
        rows: page.rows.map((row) =>
          row.message_id <= messageId && row.from_me !== byMe && row.read_at === null
            ? { ...row, read_at: readAt }
            : row,
        ),
      })),
    };
  });
}

/** Every message of a thread on hand, oldest first, as the page draws them. */
export function messagesOf(thread: ThreadData | undefined): MessageRow[] {
  if (!thread) return [];
  const seen = new Set<number>();
  const rows: MessageRow[] = [];
  for (const page of thread.pages) {
    for (const row of page.rows) {
      if (seen.has(row.message_id)) continue;
      seen.add(row.message_id);
      rows.push(row);
    }
  }
  return rows.sort((a, b) => a.message_id - b.message_id);
}
