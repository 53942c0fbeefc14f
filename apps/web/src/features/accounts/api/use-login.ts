import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => callApi('login', { body }),
  });
}
