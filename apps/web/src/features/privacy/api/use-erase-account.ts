import { useMutation } from '@tanstack/react-query';
import type { EraseAccountRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

/** Erases the account for good; the caller leaves the member's pages and then ends the session. */
export function useEraseAccount() {
  return useMutation({ mutationFn: (body: EraseAccountRequest) => callApi('eraseAccount', { body }) });
}
