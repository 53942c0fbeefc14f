import {
  databaseId,
  INTEREST_BOXES,
  type OperationMethod,
  type OperationName,
  type OperationPath,
  operationRoute,
  operationSchemas,
  type PathParamNames,
  pageParamsSchema,
  VALIDATION_MESSAGES,
} from '@varmala/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../plugins/error-handler.js';
import { BODY_LIMITS } from './body-limits.js';

type AnyOperationPath = { [N in OperationName]: OperationPath<N> }[OperationName];

/**
 * The schema of each path parameter, by its `:name` in the table's paths. A path names its
 * parameters already, so a route's `params` schema is built from them: a route cannot declare
 * other parameters than its path has, and a new `:name` in the table does not compile until it
 * has a schema here.
 */
const PATH_PARAMS = {
  userId: databaseId,
  page: pageParamsSchema.shape.page,
  profileId: databaseId,
  reportId: databaseId,
  marriageId: databaseId,
  interestId: databaseId,
  linkId: databaseId,
  planId: databaseId,
  paymentId: databaseId,
  box: z.enum(INTEREST_BOXES, { error: VALIDATION_MESSAGES.invalidValue }),
} satisfies Record<PathParamNames<AnyOperationPath>, z.ZodType>;

type PathParam = keyof typeof PATH_PARAMS;
type Schemas<N extends OperationName> = (typeof operationSchemas)[N];
type ParamNames<N extends OperationName> = PathParamNames<OperationPath<N>> & PathParam;
type ParamsShape<N extends OperationName> = { [P in ParamNames<N>]: (typeof PATH_PARAMS)[P] };

/**
 * What the table decides of a route's schema, typed so that Fastify's type provider infers
 * `request.params`, `request.query`, `request.body` and the reply from it.
 */
export type OperationSchema<N extends OperationName> = ([ParamNames<N>] extends [never]
  ? unknown
  : ParamsShape<N> extends infer Shape extends z.ZodRawShape
    ? { params: z.ZodObject<Shape> }
    : never) &
  (Schemas<N> extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Schemas<N> extends { request: infer B } ? { body: B } : unknown) & {
    // Error statuses share one body schema, so only the answer on success shapes the reply type; a
    // file is sent as a stream, which no serializer sees.
    response: { 200: Schemas<N> extends { download: true } ? z.ZodUnknown : Schemas<N>['response'] };
  };

/** What a route says of itself for the documentation: tags, summary, security... and its error statuses. */
export type OperationDocs = Omit<
  FastifySchema,
  'params' | 'querystring' | 'body' | 'headers' | 'response'
> & {
  /** The error statuses the route may answer, each with the common error body. */
  errors?: readonly number[];
};

export interface OperationRoute<N extends OperationName> {
  method: OperationMethod<N>;
  url: `/api${OperationPath<N>}`;
  schema: OperationSchema<N>;
  /** Of a JSON body, from BODY_LIMITS; other routes keep the app's small default. */
  bodyLimit?: number;
}

/**
 * The method, URL and schema of the route of an operation of the shared table
 * (packages/shared api/operation-routes.ts and operations.ts), for `app.route`:
 *
 * ```ts
 * app.route({
 *   ...operation('searchProfiles', { tags, summary: '...', errors: [400, 401] }),
 *   config: { auth: 'user' },
 *   handler: async (request) => searchProfiles(request.params.page, request.body),
 * });
 * ```
 *
 * From the table: the method and path (under /api), the body (`request`), query string (`query`) and
 * answer on success (`response`, as 200), and `consumes: multipart/form-data` for the uploads. From the
 * path: the `params` schema, each parameter's schema taken from PATH_PARAMS above. From BODY_LIMITS:
 * the most bytes its JSON body may have, and 413 among its documented errors. The route adds its
 * documentation and error statuses, and everything that is not a schema (auth, hooks, handler).
 */
export function operation<N extends OperationName>(name: N, docs: OperationDocs = {}): OperationRoute<N> {
  const { method, path } = operationRoute(name);
  const { errors = [], ...documentation } = docs;
  const bodyLimit: number | undefined = (BODY_LIMITS as Partial<Record<OperationName, number>>)[name];
  const schemas: { request?: z.ZodType; multipart?: true; query?: z.ZodType; response: z.ZodType } =
    operationSchemas[name];
  const paramNames = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as PathParam);
  const schema: FastifySchema = {
    ...documentation,
    ...(schemas.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(paramNames.length > 0
      ? { params: z.object(Object.fromEntries(paramNames.map((param) => [param, PATH_PARAMS[param]]))) }
      : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.request ? { body: schemas.request } : {}),
    response: {
      200: schemas.response,
      ...errorResponses(...errors, ...(bodyLimit === undefined ? [] : [413])),
    },
  };
  return {
    method,
    url: `/api${path}`,
    schema: schema as OperationSchema<N>,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
  };
}
