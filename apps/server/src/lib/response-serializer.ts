import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The JSON Schema of what a response schema sends, for fast-json-stringify; undefined when the zod
 * schema holds something JSON Schema cannot say (a transform, a date).
 *
 * `additionalProperties: false` is left out: fast-json-stringify writes only declared keys anyway,
 * but it checks the branches of a union or of a nullable object against the schema, where that
 * keyword would turn an object carrying one key too many into a server error instead of a reply
 * without that key.
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    return z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      override: ({ jsonSchema }) => {
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    });
  } catch {
    return undefined;
  }
}

/**
 * Responses are written by Fastify's own serializer (fast-json-stringify) compiled once per route
 * from the zod response schema: only the keys a schema declares leave the server, whatever else a
 * handler's object carries (decision 004), and a missing required key is a server error, not a
 * reply. Values are written as their declared kind, as fast-json-stringify does (a number for an
 * integer is truncated, a string field's value is made a string); zod's finer checks (lengths,
 * formats) are not run on the server's own output. A schema JSON Schema cannot express is encoded
 * by zod instead.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = responseJsonSchema(route.schema);
  return jsonSchema ? fastJson(jsonSchema) : zodSerializerCompiler(route);
};

/**
 * Outside production every response is also checked against its zod schema before it is written:
 * a handler that puts a value of the wrong kind in a field (a list of mobiles where a name goes)
 * fails in development and tests instead of being coerced into text by the fast writer.
 */
export const checkedResponseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const write = responseSerializerCompiler(route);
  const schema = route.schema;
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success) {
      throw new Error(
        `${route.method} ${route.url} ${route.httpStatus}: the response does not match its schema: ${checked.error.message}`,
      );
    }
    return write(data);
  };
};
