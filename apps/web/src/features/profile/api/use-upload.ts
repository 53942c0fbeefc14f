import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiUpload } from '../../../lib/api-upload';

interface UploadTarget {
  /** API path, relative to /api. */
  path: string;
  /** The multipart field the files go in. */
  field: string;
  /** The list the server answers with replaces this cached list. */
  listKey: QueryKey;
}

/**
 * Sends files as one multipart request and follows how much has been sent. Leaving the page
 * cancels an upload in flight.
 */
export function useUpload<List>({ path, field, listKey }: UploadTarget) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (files: readonly File[]) => {
      const controller = new AbortController();
      inFlight.current = controller;
      setSent(0);
      const body = new FormData();
      for (const file of files) body.append(field, file);
      return apiUpload<List>(path, body, { signal: controller.signal, onProgress: setSent });
    },
    onSuccess: (list) => queryClient.setQueryData(listKey, list),
    onSettled: () => {
      inFlight.current = null;
    },
  });
  return { ...mutation, sent };
}
