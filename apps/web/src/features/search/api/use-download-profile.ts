import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The gated details of a profile. A mutation, not a query: the first download of a profile uses
 * one download of the member's subscription, so it happens only when the member asks.
 */
export function useDownloadProfile(profileId: number) {
  return useMutation({
    mutationFn: () => callApi('downloadProfile', { params: { profileId } }),
  });
}
