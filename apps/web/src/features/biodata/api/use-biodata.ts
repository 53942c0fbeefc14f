import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoute, type Language, type SaveBiodataSettingsRequest } from '@varmala/shared';
import { asMember, callApi } from '../../../lib/api-client';
import { ApiError, NETWORK_FAILURE } from '../../../lib/http';

const keys = {
  settings: (userId: number) => ['biodata', 'settings', userId] as const,
  links: ['biodata', 'share-links'] as const,
};

/** What the member's biodata prints. */
export function useBiodataSettings(userId: number) {
  return useQuery({
    queryKey: keys.settings(userId),
    queryFn: ({ signal }) => callApi('biodataSettings', { params: { userId }, signal }),
    staleTime: 0,
  });
}

export function useSaveBiodataSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBiodataSettingsRequest) =>
      callApi('saveBiodataSettings', { params: { userId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(keys.settings(userId), settings),
  });
}

/** The member's links still working. */
export function useShareLinks() {
  return useQuery({
    queryKey: keys.links,
    queryFn: ({ signal }) => callApi('listShareLinks', { signal }),
    staleTime: 0,
  });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('createShareLink'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.links }),
  });
}

export function useStopShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => callApi('deleteShareLink', { params: { linkId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.links }),
  });
}

/** Saves the biodata PDF in a language: a plain link cannot carry the member's token. */
export function useDownloadBiodata(userId: number) {
  return useMutation({
    mutationFn: (language: Language) =>
      asMember(async (token) => {
        let response: Response;
        try {
          response = await fetch(apiRoute('biodataPdf', { userId }, { lang: language }).url, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            credentials: 'same-origin',
          });
        } catch {
          throw new ApiError(NETWORK_FAILURE, null);
        }
        if (!response.ok) {
          const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
          throw new ApiError(response.status, isJson ? await response.json().catch(() => null) : null);
        }
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = url;
        link.download = `biodata-${language}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }),
  });
}
