import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Writes the JSON text of what a value's schema declares, or throws if the value is not of that
 * shape. Undefined means "no value": an optional key left out.
 */
type Writer = (value: unknown) => string | undefined;

export class ResponseShapeError extends Error {
  constructor(
    /** Where in the body, as `.rows[0].name`; empty for the body itself. */
    readonly path: string,
    readonly expected: string,
  ) {
    super(`response ${path || 'body'} is not ${expected}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * The error of a wrong value inside a list or object, with the path to it: paths are built only on
 * the way out of a failure, one segment per level, so a body written without fault builds none.
 */
function inside(segment: string | number, error: unknown): unknown {
  if (!(error instanceof ResponseShapeError)) return error;
  const step = typeof segment === 'number' ? `[${segment}]` : `.${segment}`;
  return new ResponseShapeError(`${step}${error.path}`, error.expected);
}

/** A value written as JSON.stringify writes it, if `accepts` it. */
function primitive(expected: string, accepts: (value: unknown) => boolean): Writer {
  return (value) => {
    if (!accepts(value)) throw new ResponseShapeError('', expected);
    return typeof value === 'string' ? jsonString(value) : JSON.stringify(value);
  };
}

// What JSON.stringify escapes in a string: quotes, backslashes, control characters and (of
// surrogates, which are here all sent its way) lone surrogates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes.
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON.stringify writes it; most need no escaping, and are quoted without a call. */
function jsonString(value: string): string {
  return ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The writer of a response schema, or undefined where the schema holds anything but plain data (a
 * transform, a pipe, a default, a catch-all object...): those are left to zod.
 */
function writerOf(schema: z.ZodType): Writer | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      return primitive('a string', (value) => typeof value === 'string');
    case 'number':
      if (def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32') {
        return (value) => {
          if (!Number.isSafeInteger(value)) throw new ResponseShapeError('', 'a whole number');
          return `${value}`;
        };
      }
      return primitive('a number', (value) => typeof value === 'number' && Number.isFinite(value));
    case 'boolean':
      return (value) => {
        if (value === true) return 'true';
        if (value === false) return 'false';
        throw new ResponseShapeError('', 'true or false');
      };
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
      const inner = writerOf(def.innerType as z.ZodType);
      return inner && ((value) => (value === null ? 'null' : inner(value)));
    }
    case 'optional': {
      const inner = writerOf(def.innerType as z.ZodType);
      return inner && ((value) => (value === undefined ? undefined : inner(value)));
    }
    case 'array': {
      const element = writerOf(def.element as z.ZodType);
      return (
        element &&
        ((value) => {
          if (!Array.isArray(value)) throw new ResponseShapeError('', 'a list');
          let out = '[';
          let index = 0;
          try {
            for (; index < value.length; index++) {
              if (index > 0) out += ',';
              out += element(value[index]) ?? 'null';
            }
          } catch (error) {
            throw inside(index, error);
          }
          return `${out}]`;
        })
      );
    }
    case 'record': {
      const keyType = (def.keyType as z.ZodType)._zod.def.type;
      const entry = writerOf(def.valueType as z.ZodType);
      if (keyType !== 'string' || !entry) return undefined;
      return (value) => {
        if (!isPlainObject(value)) throw new ResponseShapeError('', 'an object');
        let out = '';
        for (const [key, item] of Object.entries(value)) {
          let text: string | undefined;
          try {
            text = entry(item);
          } catch (error) {
            throw inside(key, error);
          }
          if (text !== undefined) out += `${out ? ',' : ''}${jsonString(key)}:${text}`;
        }
        return `{${out}}`;
      };
    }
    case 'object': {
      // Only objects that drop unknown keys: a catch-all (passthrough or strict) is zod's to judge.
      if (def.catchall !== undefined) return undefined;
      const keys: string[] = [];
      const writers: Writer[] = [];
      for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) {
        const writer = writerOf(field as z.ZodType);
        if (!writer) return undefined;
        keys.push(key);
        writers.push(writer);
      }
      const labels = keys.map((key) => `${JSON.stringify(key)}:`);
      return (value) => {
        if (!isPlainObject(value)) throw new ResponseShapeError('', 'an object');
        let out = '';
        let i = 0;
        try {
          for (; i < keys.length; i++) {
            const text = (writers[i] as Writer)(value[keys[i] as string]);
            if (text !== undefined) out += out ? `,${labels[i]}${text}` : `${labels[i]}${text}`;
          }
        } catch (error) {
          throw inside(keys[i] as string, error);
        }
        return `{${out}}`;
      };
    }
    default:
      return undefined;
  }
}

/** The writer of a route's response schema, for tests: undefined where zod serialises it. */
export function responseWriter(schema: z.ZodType): ((value: unknown) => string) | undefined {
  const writer = writerOf(schema);
  return (
    writer &&
    ((value) => {
      const text = writer(value);
      if (text === undefined) throw new ResponseShapeError('', 'a value');
      return text;
    })
  );
}

/**
 * Responses are written through their schema, as with fastify-type-provider-zod's serialiser:
 * only the keys a schema declares leave the server, whatever else a handler's object carries, and
 * a value of the wrong kind (an object where a string is declared, a missing required field) is a
 * server error, not a reply. For schemas of plain data the JSON text is written straight from the
 * value by a writer compiled once per route, checking each value's kind but not zod's finer checks
 * (lengths, formats), which are the server's own output: no copy of the value is made, and a
 * 20-profile page costs a fraction of a zod encode. Any other schema is encoded by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema as z.ZodType | undefined;
  const writer = schema && '_zod' in schema ? responseWriter(schema) : undefined;
  return writer ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
