import type { ErrorBody } from '@varmala/shared';
import { ApiError, NETWORK_FAILURE } from './http';

export interface UploadOptions {
  token?: string | null;
  signal?: AbortSignal;
  /** Called as the request body leaves the browser, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

/** The connection failed before the whole body had left: the server cannot have kept anything. */
class Dropped extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function attempt(method: string, path: string, body: FormData, options: UploadOptions): Promise<unknown> {
  const { token, signal, onProgress } = options;
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    let bodySent = false;
    xhr.upload.addEventListener('load', () => {
      bodySent = true;
    });
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const isJson = xhr.getResponseHeader('content-type')?.includes('application/json') ?? false;
      const payload = isJson ? parseJson(xhr.responseText) : null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload);
      else reject(new ApiError(xhr.status, payload as Partial<ErrorBody> | null));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(bodySent ? new ApiError(NETWORK_FAILURE, null) : new Dropped());
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.send(body);
  });
}

/**
 * One multipart upload, with no session handling. XMLHttpRequest rather than fetch: only it reports
 * how much of the body has been sent, which is what a member on a slow connection needs to see.
 *
 * A connection that drops while the body is on its way (a phone changing towers) is tried once
 * more, the progress starting again from nothing. Once the whole body has left it is not: the server
 * may have kept the file, and a second one would be a copy.
 */
export async function upload(
  method: string,
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  try {
    return await attempt(method, path, body, options);
  } catch (error) {
    if (!(error instanceof Dropped)) throw error;
  }
  options.onProgress?.(0);
  try {
    return await attempt(method, path, body, options);
  } catch (error) {
    throw error instanceof Dropped ? new ApiError(NETWORK_FAILURE, null) : error;
  }
}
