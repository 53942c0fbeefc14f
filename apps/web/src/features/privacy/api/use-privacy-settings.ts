import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, UpdatePrivacyRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { privacyKeys } from './query-keys';

/** Whether the member's profile is paused, and who sees its photos. */
export function usePrivacySettings() {
  return useQuery({
    queryKey: privacyKeys.settings,
    queryFn: ({ signal }) => callApi('privacySettings', { signal }),
    staleTime: 0,
  });
}

/**
 * Saves either setting. The choice shows at once (a radio button must stay where it was put) and
 * goes back if the server refuses it; the answer is both settings as they now are.
 */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePrivacyRequest) => callApi('updatePrivacy', { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: privacyKeys.settings });
      const before = queryClient.getQueryData<PrivacySettings>(privacyKeys.settings);
      if (before) queryClient.setQueryData<PrivacySettings>(privacyKeys.settings, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(privacyKeys.settings, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(privacyKeys.settings, settings),
  });
}
