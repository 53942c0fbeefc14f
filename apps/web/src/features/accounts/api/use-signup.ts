import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupRequest) => callApi('signup', { body }),
  });
}
