import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MarkMarriedRequest,
  STORY_CONSENT_FIELD,
  STORY_PHOTO_FIELD,
  STORY_TEXT_FIELD,
} from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { shrinkPhoto } from '../../../lib/shrink-photo';

/** The calls of a marriage and its story, and the queries they refresh. */
export const marriedKeys = { story: ['married', 'story'] as const, home: ['home'] as const };

export function useMyStory() {
  return useQuery({
    queryKey: marriedKeys.story,
    queryFn: ({ signal }) => callApi('mySuccessStory', { signal }),
  });
}

/** The family marks its profile married: the home and the story both change. */
export function useMarkMarried() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkMarriedRequest) => callApi('markMarried', { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export interface StoryUpload {
  photo: File;
  text: string;
}

/** The story with its photo, shrunk before it goes, and the family's yes. */
export function useTellStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, text }: StoryUpload) => {
      const body = new FormData();
      body.append(STORY_TEXT_FIELD, text);
      body.append(STORY_CONSENT_FIELD, 'true');
      body.append(STORY_PHOTO_FIELD, await shrinkPhoto(photo));
      return apiUpload('createSuccessStory', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marriedKeys.story }),
  });
}

export function useWithdrawStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyId: number) => callApi('withdrawSuccessStory', { params: { storyId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The warning mail's one-click link: no login, one POST. */
export function useKeepListed() {
  return useMutation({ mutationFn: (token: string) => callApi('keepListed', { body: { token } }) });
}
