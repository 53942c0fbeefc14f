import type {
  ErrorBody,
  ErrorCode,
  JsonOperationName,
  MessageParams,
  OperationResponse,
} from '@varmala/shared';
import { operationRoute } from '@varmala/shared';
import { takeFirstAnswer } from './first-answer';
import { apiUrl, type CallArgs, checkAnswer, type LooseInput } from './operation-call';

/** A failed API call: the HTTP status and what the server's error body said. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The server's readable Message, in English, when it sent one. */
  readonly serverMessage: string | undefined;
  /**
   * The key of that message, for its text in the reader's language (lib/error-text.ts). Kept as
   * sent: a key this page does not know is told apart there, so the list of keys stays off pages.
   */
  readonly messageKey: string | undefined;
  readonly messageParams: MessageParams;
  readonly fieldErrors: Record<string, string>;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After), when it said. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: Partial<ErrorBody> | null, retryAfter?: number) {
    super(body?.Message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.serverMessage = body?.Message || undefined;
    this.messageKey = typeof body?.message_key === 'string' ? body.message_key : undefined;
    this.messageParams = body?.message_params ?? {};
    this.fieldErrors = body?.errors ?? {};
    this.retryAfter = retryAfter;
  }
}

/** A Retry-After header in seconds; its date form is read as the seconds until that date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Status 0 stands for "no answer": offline, DNS, connection reset. */
export const NETWORK_FAILURE = 0;

/** Who the call is made as: a member's token, or nobody. */
export interface AsToken {
  token?: string | null;
}

/**
 * An answer's JSON body, or null when it has none or it is not JSON. A body cut off because the
 * caller gave up on the request (its signal aborted: the page that asked was left) rejects as that
 * abort, not as an answer without a body: a 403 read without its body lost the server's code, and
 * the app took a member being sent to their profile's first step to /forbidden instead.
 */
export async function readPayload(response: Response, signal?: AbortSignal): Promise<unknown> {
  if (!(response.headers.get('content-type')?.includes('application/json') ?? false)) return null;
  try {
    return await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * One JSON call of an API operation, with no session handling: method and path come from the shared
 * operation table, the body and answer are typed by its schemas.
 */
export async function request<N extends JsonOperationName>(
  name: N,
  ...[input]: CallArgs<N, AsToken>
): Promise<OperationResponse<N>> {
  const { params, query, body, signal, token } = (input ?? {}) as LooseInput & AsToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = apiUrl(name, { params, query });
  const { method } = operationRoute(name);
  const json = body === undefined ? undefined : JSON.stringify(body);
  // The page's starter may have sent this very call already (lib/first-answer.ts).
  const early = takeFirstAnswer(method, url, json, token);
  if (early) {
    const payload = await early;
    signal?.throwIfAborted();
    if (payload !== null) {
      await checkAnswer(name, payload);
      return payload as OperationResponse<N>;
    }
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: json, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_FAILURE, null);
  }

  const payload = await readPayload(response, signal);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload as Partial<ErrorBody> | null,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  await checkAnswer(name, payload);
  return payload as OperationResponse<N>;
}
