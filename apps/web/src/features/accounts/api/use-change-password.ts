import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi('changePassword', { body }),
  });
}
