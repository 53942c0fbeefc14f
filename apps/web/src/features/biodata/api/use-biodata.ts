import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, SaveBiodataSettingsRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';

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

/** Saves the biodata PDF in a language. */
export function useDownloadBiodata(userId: number) {
  return useMutation({
    mutationFn: (language: Language) =>
      apiDownload('biodataPdf', `biodata-${language}.pdf`, { params: { userId }, query: { lang: language } }),
  });
}
