import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageRow } from '@varmala/shared';
import { useSession } from '../../../lib/session';
import { conversationApi, conversationKeys } from './conversations-api';
import { putMessage } from './thread-cache';

/**
 * Sends a message; the thread shows it at once as the server stored it (contact details masked),
 * and the list moves the conversation to the top.
 */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  const { claims } = useSession();
  return useMutation({
    mutationFn: (text: string) => conversationApi.send(conversationId, text),
    onSuccess: (sent) => {
      const message: MessageRow = {
        ...sent,
        from_me: true,
        // A guardian acting for the profile writes as the family (issue 53).
        sent_by: claims?.act ? 'family' : 'candidate',
        sent_at: new Date().toISOString(),
        read_at: null,
        removed: false,
      };
      putMessage(queryClient, conversationId, message);
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    },
  });
}

/**
 * Whether a message sent earlier, whose answer never arrived (the connection dropped), reached the
 * server after all: the newest messages hold one of the member's with the same text since then.
 */
export async function arrivedAfterAll(conversationId: number, text: string, since: number): Promise<boolean> {
  const newest = await conversationApi.messages(conversationId, undefined);
  // A minute's leeway for the phone's clock against the server's.
  return newest.rows.some(
    (row) => row.from_me && row.text === text.trim() && Date.parse(row.sent_at) >= since - 60_000,
  );
}

export { conversationKeys };
