import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@varmala/shared';
import { request } from '../../../lib/http';

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => request('requestPasswordReset', { body }),
  });
}
