import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationResponse, UploadOperationName } from '@varmala/shared';
import { useEffect, useRef, useState } from 'react';
import { apiUpload } from '../../../lib/api-upload';
import { loadCurrentUser } from '../../../lib/current-user';
import { FileTooLarge, oversized } from '../../../lib/upload-checks';

/** The uploads of a member's own files; each answers with the new list. */
type FileUpload = Extract<UploadOperationName, 'uploadPhoto' | 'uploadAttachments'>;

interface UploadTarget<N extends FileUpload> {
  operation: N;
  userId: number;
  /** The multipart field the files go in. */
  field: string;
  /** The list the server answers with replaces this cached list. */
  listKey: QueryKey;
  /** Makes each file ready to send (a picture is shrunk); files go as chosen without it. */
  prepare?: (file: File) => Promise<File>;
  /** The server's limit for one file; a file still over it once prepared is refused (FileTooLarge). */
  maxBytes: number;
}

/**
 * Sends files as one multipart request and follows how much has been sent. A file over the limit
 * is refused only once shrunk: a 12 MB camera photo goes as a few hundred KB. Leaving the page
 * cancels an upload in flight.
 */
export function useUpload<N extends FileUpload>({
  operation,
  userId,
  field,
  listKey,
  prepare,
  maxBytes,
}: UploadTarget<N>) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async (files: readonly File[]) => {
      const controller = new AbortController();
      inFlight.current = controller;
      setSent(0);
      const ready = prepare ? await Promise.all(files.map(prepare)) : files;
      if (ready.some((file) => oversized(file, maxBytes))) throw new FileTooLarge(maxBytes);
      const body = new FormData();
      for (const file of ready) body.append(field, file);
      const target: FileUpload = operation;
      const list = await apiUpload(target, {
        params: { userId },
        body,
        signal: controller.signal,
        onProgress: setSent,
      });
      return list as OperationResponse<N>;
    },
    onSuccess: (list) => {
      queryClient.setQueryData(listKey, list);
      // A first photo completes the profile a step further (the edit pages' meter).
      void loadCurrentUser();
    },
    onSettled: () => {
      inFlight.current = null;
    },
  });
  return { ...mutation, sent };
}
