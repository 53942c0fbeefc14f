import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationRow,
  MESSAGES_PAGE_SIZE,
  type ReportMessageRequest,
} from '@varmala/shared';
import { conversationApi, conversationKeys } from './conversations-api';
import { markRead, type ThreadData } from './thread-cache';

/** One page of the member's conversations, newest activity first; the page shown stays while the next one arrives. */
export function useConversationList(page: number) {
  return useQuery({
    queryKey: conversationKeys.list(page),
    queryFn: ({ signal }) => conversationApi.list(page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One conversation's row (the other family, its state), found in the member's list: the API has no
 * route for a single one. Most families have a few conversations, so this is a page or two.
 */
export function useFindConversation(by: 'id' | 'profile', value: number) {
  return useQuery({
    queryKey: conversationKeys.find(by, value),
    queryFn: async ({ signal }): Promise<ConversationRow | null> => {
      for (let page = 1; ; page++) {
        const list = await conversationApi.list(page, signal);
        const found = list.rows.find((row) =>
          by === 'id' ? row.conversation_id === value : row.profile?.profile_id === value,
        );
        if (found) return found;
        if (list.rows.length < CONVERSATIONS_PAGE_SIZE || page * CONVERSATIONS_PAGE_SIZE >= list.count) {
          return null;
        }
      }
    },
    enabled: Number.isInteger(value) && value > 0,
  });
}

/** A thread, 30 messages a page, newest first; older pages come on asking, before the oldest on hand. */
export function useThread(conversationId: number) {
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => conversationApi.messages(conversationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.rows.length < MESSAGES_PAGE_SIZE ? undefined : last.rows[last.rows.length - 1]?.message_id,
    // The live stream keeps it current while the page is open; a visit later reads it again.
    staleTime: 0,
  });
}

/** Marks the other family's messages up to this one read; the counts follow. */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => conversationApi.read(conversationId, messageId),
    onSuccess: (_answer, messageId) => {
      markRead(queryClient, conversationId, messageId, true, new Date().toISOString());
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    },
  });
}

/** Closes the conversation for both families. */
export function useCloseConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => conversationApi.close(conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

export function useReportMessage(conversationId: number) {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: ReportMessageRequest }) =>
      conversationApi.report(conversationId, messageId, body),
  });
}

/** Blocks the family that wrote a reported message; it closes the conversation too, so every answer kept is stale. */
export function useBlockWriter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => conversationApi.block(profileId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export type { ThreadData };
