import type { ErrorBody } from '@varmala/shared';
import { ApiError, NETWORK_FAILURE } from './http';

export interface UploadOptions {
  token?: string | null;
  signal?: AbortSignal;
  /** Called as the request body leaves the browser, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One multipart upload, with no session handling. XMLHttpRequest rather than fetch: only it reports
 * how much of the body has been sent, which is what a member on a slow connection needs to see.
 */
export function upload(
  method: string,
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
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
      reject(new ApiError(NETWORK_FAILURE, null));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.send(body);
  });
}
