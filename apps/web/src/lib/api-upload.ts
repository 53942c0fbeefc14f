import { reactToFailure } from './api-client';
import { getSession } from './session';
import { refreshTokenIfDue } from './token-refresh';
import { type UploadOptions, upload } from './upload';

export type ApiUploadOptions = Omit<UploadOptions, 'token'>;

/** A multipart upload made as the signed-in member, reporting its progress. */
export async function apiUpload<T>(path: string, body: FormData, options: ApiUploadOptions = {}): Promise<T> {
  await refreshTokenIfDue();
  const token = getSession().token;
  try {
    return await upload<T>(path, body, { ...options, token });
  } catch (error) {
    reactToFailure(error, token);
    throw error;
  }
}
