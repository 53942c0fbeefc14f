import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Undefined when zod holds what JSON Schema cannot say. No `additionalProperties: false`: in a union's
 * branches it would turn an object with one key too many into a server error.
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
 * Only the keys a schema declares leave the server (decision 004); a missing required key is a server
 * error. zod's finer checks (lengths, formats) are not run on the server's own output.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = responseJsonSchema(route.schema);
  return jsonSchema ? fastJson(jsonSchema) : zodSerializerCompiler(route);
};

/** Outside production a value of the wrong kind fails in development and tests instead of being coerced. */
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
