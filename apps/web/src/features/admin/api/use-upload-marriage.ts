import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MARRIAGE_CAPTION_FIELD, MARRIAGE_PHOTO_FIELD } from '@varmala/shared';
import { useEffect, useRef } from 'react';
import { apiUpload } from '../../../lib/api-upload';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { adminKeys } from './query-keys';

export interface MarriageUpload {
  photo: File;
  caption: string;
}

/**
 * One marriage photo, shrunk before it goes, with its caption; leaving the page cancels an upload in
 * flight.
 */
export function useUploadMarriage() {
  const queryClient = useQueryClient();
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  return useMutation({
    mutationFn: async ({ photo, caption }: MarriageUpload) => {
      const controller = new AbortController();
      inFlight.current = controller;
      const body = new FormData();
      body.append(MARRIAGE_CAPTION_FIELD, caption);
      body.append(MARRIAGE_PHOTO_FIELD, await shrinkPhoto(photo));
      return apiUpload('uploadMarriage', { body, signal: controller.signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.marriages }),
    onSettled: () => {
      inFlight.current = null;
    },
  });
}
