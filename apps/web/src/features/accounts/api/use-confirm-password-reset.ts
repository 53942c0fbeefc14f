import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest } from '@varmala/shared';
import { request } from '../../../lib/http';

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmRequest) => request('confirmPasswordReset', { body }),
  });
}
