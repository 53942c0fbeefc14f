import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api<TokenResponse>('/login', { method: 'POST', body }),
  });
}
