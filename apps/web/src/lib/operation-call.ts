import {
  type JsonOperationName,
  type OperationName,
  type OperationParams,
  type OperationPath,
  type OperationQuery,
  type OperationRequest,
  operationSchemas,
  operationUrl,
  type PathParamNames,
} from '@varmala/shared';

export type ParamsInput<N extends OperationName> = [PathParamNames<OperationPath<N>>] extends [never]
  ? { params?: never }
  : { params: OperationParams<N> };
type BodyInput<N extends OperationName> =
  OperationRequest<N> extends undefined ? { body?: never } : { body: OperationRequest<N> };
type QueryInput<N extends OperationName> =
  OperationQuery<N> extends undefined ? { query?: never } : { query?: OperationQuery<N> };

/** What a request of one operation carries, typed by its entry in the shared operation table. */
export type OperationInput<N extends OperationName> = ParamsInput<N> & BodyInput<N> & QueryInput<N>;

/** What a call of one JSON operation carries. */
export type CallInput<N extends JsonOperationName> = OperationInput<N> & { signal?: AbortSignal };

/** The input is optional for operations that need none (no path parameter, no body). */
export type CallArgs<N extends JsonOperationName, Extra = unknown> =
  object extends CallInput<N> ? [input?: CallInput<N> & Extra] : [input: CallInput<N> & Extra];

/** The same input as the implementation sees it, once the call site has been type-checked. */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export { operationUrl };

/** Where the app sends an operation: its address under /api. */
export function apiUrl(name: OperationName, input: Pick<LooseInput, 'params' | 'query'> = {}): string {
  return `/api${operationUrl(name, input)}`;
}

/** An answer of the server that its own response schema does not accept: a bug on one side. */
export class ResponseSchemaError extends Error {
  constructor(name: OperationName, problems: string[]) {
    super(`The answer of ${name} does not match its response schema: ${problems.join('; ')}`);
    this.name = 'ResponseSchemaError';
  }
}

/**
 * In development and tests, checks a successful answer against the operation's response schema. A
 * production build drops the branch, and with it every schema: the bundler sees that nothing else
 * uses them (their zod calls are marked pure in vite.config.ts).
 */
export async function checkAnswer(name: OperationName, payload: unknown): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return;
  const result = operationSchemas[name].response.safeParse(payload);
  if (result.success) return;
  throw new ResponseSchemaError(
    name,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(the whole answer)'}: ${issue.message}`),
  );
}
