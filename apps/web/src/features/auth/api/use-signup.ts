import { useMutation } from '@tanstack/react-query';
import type { SignupRequest, TokenResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupRequest) => api<TokenResponse>('/signup', { method: 'POST', body }),
  });
}
