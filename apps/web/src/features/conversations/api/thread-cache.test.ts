import { QueryClient } from '@tanstack/react-query';
import type { MessageRow } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { conversationKeys } from './conversations-api';
import { markRead, messagesOf, putMessage, type ThreadData } from './thread-cache';

const message = (id: number, fromMe: boolean, text = `message ${id}`): MessageRow => ({
  message_id: id,
  from_me: fromMe,
  sent_by: 'candidate',
  text,
  sent_at: new Date(Date.UTC(2026, 11, 2, 10, id)).toISOString(),
  read_at: null,
  masked: false,
  warning: null,
  removed: false,
});

function threadOf(pages: MessageRow[][]): { client: QueryClient; read: () => ThreadData | undefined } {
  const client = new QueryClient();
  client.setQueryData<ThreadData>(conversationKeys.thread(1), {
    pages: pages.map((rows) => ({ rows })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : 100 - index)),
  });
  return { client, read: () => client.getQueryData<ThreadData>(conversationKeys.thread(1)) };
}

describe("a thread's cache", () => {
  it('shows a message once, whether the send or the live stream brought it first', () => {
    const { client, read } = threadOf([[message(3, false), message(2, true)], [message(1, false)]]);
    putMessage(client, 1, { ...message(4, true, 'hello •••'), masked: true });
    // The same message from the stream, a moment later.
    putMessage(client, 1, { ...message(4, true, 'hello •••'), masked: true });
    const shown = messagesOf(read());
    expect(shown.map((row) => row.message_id)).toEqual([1, 2, 3, 4]);
    expect(shown[3]?.masked).toBe(true);
  });

  it('marks my messages read when they read them, and theirs when I did', () => {
    const { client, read } = threadOf([
      [message(4, true), message(3, false), message(2, true), message(1, false)],
    ]);
    markRead(client, 1, 3, false, '2026-12-02T11:00:00.000Z');
    expect(messagesOf(read()).map((row) => [row.message_id, row.read_at !== null])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
    markRead(client, 1, 4, true, '2026-12-02T11:01:00.000Z');
    expect(messagesOf(read()).map((row) => [row.message_id, row.read_at !== null])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
  });

  it('leaves a thread not on hand alone', () => {
    const client = new QueryClient();
    putMessage(client, 9, message(1, false));
    expect(client.getQueryData(conversationKeys.thread(9))).toBeUndefined();
  });
});
