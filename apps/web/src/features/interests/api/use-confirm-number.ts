import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestApi, interestKeys } from './interests-api';

/** The member says their mobile number is right; the home stops asking. */
export function useConfirmNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => interestApi.confirmMyNumber(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.home }),
  });
}
