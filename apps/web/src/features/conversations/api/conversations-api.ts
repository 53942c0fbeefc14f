import { useQuery } from '@tanstack/react-query';
import type { ReportMessageRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

/**
 * The calls of conversations, typed by the shared operation table. The header imports this file for
 * its count of unread conversations, so it stays small: the pages and the live stream are elsewhere.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (page: number) => ['conversations', 'list', page] as const,
  unread: ['conversations', 'unread'] as const,
  thread: (conversationId: number) => ['conversations', 'thread', conversationId] as const,
  /** One conversation's row, found in the list: by its id, or by the other family's profile. */
  find: (by: 'id' | 'profile', value: number) => ['conversations', 'find', by, value] as const,
};

export const conversationApi = {
  list: (page: number, signal?: AbortSignal) => callApi('conversationList', { params: { page }, signal }),
  unread: (signal?: AbortSignal) => callApi('unreadConversations', { signal }),
  messages: (conversationId: number, before: number | undefined, signal?: AbortSignal) =>
    callApi('conversationMessages', { params: { conversationId }, query: { before }, signal }),
  send: (conversationId: number, text: string) =>
    callApi('sendMessage', { params: { conversationId }, body: { text } }),
  read: (conversationId: number, messageId: number) =>
    callApi('readMessages', { params: { conversationId }, body: { message_id: messageId } }),
  close: (conversationId: number) => callApi('closeConversation', { params: { conversationId } }),
  report: (conversationId: number, messageId: number, body: ReportMessageRequest) =>
    callApi('reportMessage', { params: { conversationId, messageId }, body }),
  block: (profileId: number) => callApi('blockProfile', { params: { profileId } }),
  streamTicket: (signal?: AbortSignal) => callApi('streamTicket', { signal }),
};

/** How often the count is read again while a page stays open; a conversation page gets it live. */
const UNREAD_REFRESH_MS = 60_000;

/** How many conversations hold a message to the member not read yet: the navbar's count. */
export function useUnreadConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => conversationApi.unread(signal),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
