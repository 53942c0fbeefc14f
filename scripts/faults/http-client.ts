/** A small HTTP client that tells apart "the server answered" from the ways a connection can fail. */
import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = unknown>(): T;
}

/** How a request ended without a complete answer. */
export type ConnectionFailure = 'refused' | 'reset' | 'timeout' | 'other';

export class ConnectionError extends Error {
  constructor(
    readonly kind: ConnectionFailure,
    readonly code: string,
  ) {
    super(`connection ${kind} (${code})`);
  }
}

function failureOf(error: NodeJS.ErrnoException): ConnectionFailure {
  if (error.code === 'ECONNREFUSED') return 'refused';
  if (
    error.code === 'ECONNRESET' ||
    error.code === 'EPIPE' ||
    /socket hang up|aborted/i.test(error.message)
  ) {
    return 'reset';
  }
  if (error.code === 'ETIMEDOUT') return 'timeout';
  return 'other';
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  agent?: http.Agent;
  timeoutMs?: number;
}

export const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** One connection per request: nothing is ever sent on a connection the server is closing. */
export const oneShotAgent = new http.Agent({ keepAlive: false, maxSockets: 64 });

/** Requests sent and not yet answered or failed, across the process. */
export const traffic = { inFlight: 0 };

export async function request(base: string, path: string, options: RequestOptions = {}): Promise<Reply> {
  traffic.inFlight += 1;
  try {
    return await send(base, path, options);
  } finally {
    traffic.inFlight -= 1;
  }
}

function send(base: string, path: string, options: RequestOptions): Promise<Reply> {
  const url = new URL(path, base);
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? keepAliveAgent,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error: NodeJS.ErrnoException) => {
          reject(new ConnectionError(failureOf(error), error.code ?? 'ERR'));
        });
        res.on('aborted', () => reject(new ConnectionError('reset', 'ABORTED')));
        res.on('end', () => {
          if (!res.complete) return reject(new ConnectionError('reset', 'INCOMPLETE'));
          const buffer = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buffer,
            json: <T>() => JSON.parse(buffer.toString('utf8')) as T,
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 60_000, () => {
      req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(new ConnectionError(failureOf(error), error.code ?? 'ERR'));
    });
    req.end(body);
  });
}

export function jsonBody(value: unknown, headers: Record<string, string> = {}) {
  return {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(value),
  };
}

/** A multipart body as a browser sends it, built by the platform's FormData. */
export async function multipartBody(
  field: string,
  name: string,
  type: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
