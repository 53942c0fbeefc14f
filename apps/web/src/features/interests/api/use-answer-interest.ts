import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineInterestRequest } from '@varmala/shared';
import { interestApi, interestKeys } from './interests-api';

export type InterestChange =
  | { kind: 'accept'; interestId: number }
  | { kind: 'decline'; interestId: number; body?: DeclineInterestRequest }
  | { kind: 'withdraw'; interestId: number };

/**
 * Accepts, declines or withdraws an interest. Every box and the home's counts change with it, so
 * they are all read again.
 */
export function useAnswerInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InterestChange) => {
      if (change.kind === 'accept') return interestApi.accept(change.interestId);
      if (change.kind === 'decline') return interestApi.decline(change.interestId, change.body);
      return interestApi.withdraw(change.interestId);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['interests'] }),
        queryClient.invalidateQueries({ queryKey: interestKeys.home }),
      ]),
  });
}
