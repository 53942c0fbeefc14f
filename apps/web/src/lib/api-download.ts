import { type DownloadOperationName, type ErrorBody, operationRoute } from '@varmala/shared';
import { asMember } from './api-client';
import { ApiError, NETWORK_FAILURE, readPayload } from './http';
import { apiUrl, type LooseInput, type OperationInput } from './operation-call';

type DownloadInput<N extends DownloadOperationName> =
  object extends OperationInput<N> ? [input?: OperationInput<N>] : [input: OperationInput<N>];

/** The answer of an operation that answers a file, fetched as the signed-in member; a refusal throws. */
function fetchAsMember<N extends DownloadOperationName>(
  name: N,
  ...[input]: DownloadInput<N>
): Promise<Response> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  return asMember(async (token) => {
    let response: Response;
    try {
      response = await fetch(apiUrl(name, { params, query }), {
        method: operationRoute(name).method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError(NETWORK_FAILURE, null);
    }
    if (!response.ok) {
      throw new ApiError(response.status, (await readPayload(response)) as Partial<ErrorBody> | null);
    }
    return response;
  });
}

/**
 * Fetches the file an operation answers as the signed-in member, and hands it to the browser to
 * save under `fileName`. A plain link cannot carry the member's token, so the file is fetched here.
 */
export async function apiDownload<N extends DownloadOperationName>(
  name: N,
  fileName: string,
  ...input: DownloadInput<N>
): Promise<void> {
  const response = await fetchAsMember(name, ...input);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely started saving it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A picture an operation answers (an SVG), as an address an <img> can show: a plain address cannot
 * carry the member's token. As data, not an object URL, so nothing has to be revoked.
 */
export async function apiPicture<N extends DownloadOperationName>(
  name: N,
  ...input: DownloadInput<N>
): Promise<string> {
  const response = await fetchAsMember(name, ...input);
  const type = response.headers.get('content-type') ?? 'image/svg+xml';
  return `data:${type.split(';')[0]};charset=utf-8,${encodeURIComponent(await response.text())}`;
}
