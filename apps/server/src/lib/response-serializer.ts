import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Copies out of a value what its schema declares, or throws if the value is not of that shape. */
type Projection = (value: unknown, path: string) => unknown;

export class ResponseShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`response ${path || 'body'} is not ${expected}`);
    this.name = 'ResponseShapeError';
  }
}

function primitive(expected: string, accepts: (value: unknown) => boolean): Projection {
  return (value, path) => {
    if (!accepts(value)) throw new ResponseShapeError(path, expected);
    return value;
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The projection of a response schema, or undefined where the schema holds anything but plain
 * data (a transform, a pipe, a default, a catch-all object...): those are left to zod.
 */
function projectionOf(schema: z.ZodType): Projection | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      return primitive('a string', (value) => typeof value === 'string');
    case 'number':
      return def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32'
        ? primitive('a whole number', (value) => Number.isSafeInteger(value))
        : primitive('a number', (value) => typeof value === 'number' && Number.isFinite(value));
    case 'boolean':
      return primitive('true or false', (value) => typeof value === 'boolean');
    case 'null':
      return primitive('null', (value) => value === null);
    case 'enum': {
      const allowed = new Set(Object.values(def.entries as Record<string, unknown>));
      return primitive(`one of ${[...allowed].join(', ')}`, (value) => allowed.has(value));
    }
    case 'literal': {
      const allowed = new Set(def.values as unknown[]);
      return primitive(`one of ${[...allowed].join(', ')}`, (value) => allowed.has(value));
    }
    case 'nullable': {
      const inner = projectionOf(def.innerType as z.ZodType);
      return inner && ((value, path) => (value === null ? null : inner(value, path)));
    }
    case 'optional': {
      const inner = projectionOf(def.innerType as z.ZodType);
      return inner && ((value, path) => (value === undefined ? undefined : inner(value, path)));
    }
    case 'array': {
      const element = projectionOf(def.element as z.ZodType);
      return (
        element &&
        ((value, path) => {
          if (!Array.isArray(value)) throw new ResponseShapeError(path, 'a list');
          return value.map((item, index) => element(item, `${path}[${index}]`));
        })
      );
    }
    case 'record': {
      const keyType = (def.keyType as z.ZodType)._zod.def.type;
      const entry = projectionOf(def.valueType as z.ZodType);
      if (keyType !== 'string' || !entry) return undefined;
      return (value, path) => {
        if (!isPlainObject(value)) throw new ResponseShapeError(path, 'an object');
        const out: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value)) out[key] = entry(item, `${path}.${key}`);
        return out;
      };
    }
    case 'object': {
      // Only objects that drop unknown keys: a catch-all (passthrough or strict) is zod's to judge.
      if (def.catchall !== undefined) return undefined;
      const fields: [string, Projection][] = [];
      for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) {
        const projection = projectionOf(field as z.ZodType);
        if (!projection) return undefined;
        fields.push([key, projection]);
      }
      return (value, path) => {
        if (!isPlainObject(value)) throw new ResponseShapeError(path, 'an object');
        const out: Record<string, unknown> = {};
        for (const [key, projection] of fields) {
          const item = projection(value[key], `${path}.${key}`);
          if (item !== undefined) out[key] = item;
        }
        return out;
      };
    }
    default:
      return undefined;
  }
}

/** The projection of a route's response schema, for tests: undefined where zod serialises it. */
export function responseProjection(schema: z.ZodType): ((value: unknown) => unknown) | undefined {
  const projection = projectionOf(schema);
  return projection && ((value) => projection(value, ''));
}

/**
 * Responses are written through their schema, as with fastify-type-provider-zod's serialiser:
 * only the keys a schema declares leave the server, whatever else a handler's object carries, and
 * a value of the wrong kind (an object where a string is declared, a missing required field) is a
 * server error, not a reply. For schemas of plain data the same is done by a projection compiled
 * once per route, checking each value's kind but not zod's finer checks (lengths, formats), which
 * are the server's own output; it costs a fraction of a zod encode of a 20-profile page. Any other
 * schema is encoded by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema as z.ZodType | undefined;
  const projection = schema && '_zod' in schema ? projectionOf(schema) : undefined;
  if (!projection) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return (data) => JSON.stringify(projection(data, ''));
};
