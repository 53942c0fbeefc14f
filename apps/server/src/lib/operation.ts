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

/** A route's `params` schema comes from its path: a new `:name` does not compile without a schema here. */
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
  conversationId: databaseId,
  messageId: databaseId,
  storyId: databaseId,
  eventId: databaseId,
  registrationId: databaseId,
  box: z.enum(INTEREST_BOXES, { error: VALIDATION_MESSAGES.invalidValue }),
} satisfies Record<PathParamNames<AnyOperationPath>, z.ZodType>;

type PathParam = keyof typeof PATH_PARAMS;
type Schemas<N extends OperationName> = (typeof operationSchemas)[N];
type ParamNames<N extends OperationName> = PathParamNames<OperationPath<N>> & PathParam;
type ParamsShape<N extends OperationName> = { [P in ParamNames<N>]: (typeof PATH_PARAMS)[P] };

/** Typed so that Fastify's type provider infers params, query, body and reply. */
export type OperationSchema<N extends OperationName> = ([ParamNames<N>] extends [never]
  ? unknown
  : ParamsShape<N> extends infer Shape extends z.ZodRawShape
    ? { params: z.ZodObject<Shape> }
    : never) &
  (Schemas<N> extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Schemas<N> extends { request: infer B } ? { body: B } : unknown) & {
    // Error statuses share one body schema; a file is sent as a stream, which no serializer sees.
    response: { 200: Schemas<N> extends { download: true } ? z.ZodUnknown : Schemas<N>['response'] };
  };

export type OperationDocs = Omit<
  FastifySchema,
  'params' | 'querystring' | 'body' | 'headers' | 'response'
> & {
  errors?: readonly number[];
};

export interface OperationRoute<N extends OperationName> {
  method: OperationMethod<N>;
  url: `/api${OperationPath<N>}`;
  schema: OperationSchema<N>;
  /** From BODY_LIMITS; other routes keep the app's small default. */
  bodyLimit?: number;
}

/**
 * Method, path, schemas and body limit of a route from the shared operation table, for `app.route`
 * (`...operation('searchProfiles', { tags, summary, errors })`); the route adds auth, hooks and handler.
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
