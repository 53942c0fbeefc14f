import { type DownloadOperationName, operationRoute } from '@varmala/shared';
import { asMember } from './api-client';
import { ApiError, NETWORK_FAILURE } from './http';
import { operationUrl } from './operation-call';

/**
 * Fetches the file an operation answers as the signed-in member, and hands it to the browser to
 * save under `fileName`. A plain link cannot carry the member's token, so the file is fetched here.
 */
export function apiDownload(
  name: DownloadOperationName,
  fileName: string,
  query?: URLSearchParams,
): Promise<void> {
  return asMember(async (token) => {
    let response: Response;
    try {
      const search = query?.size ? `?${query}` : '';
      response = await fetch(`/api${operationUrl(name)}${search}`, {
        method: operationRoute(name).method,
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
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked once the browser has surely started saving it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  });
}
