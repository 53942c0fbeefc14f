import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { searchKeys } from './query-keys';

/**
 * An interest with a profile changed where the member is (a card, the profile): the profile is read
 * again (now, if it is on the screen, so its contact details follow the answer), and the searches'
 * rows when next shown, so no card offers what the server would now refuse.
 */
export function useInterestChanged(profileId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: searchKeys.profile(profileId) });
    void queryClient.invalidateQueries({ queryKey: searchKeys.searches, refetchType: 'none' });
  }, [queryClient, profileId]);
}
