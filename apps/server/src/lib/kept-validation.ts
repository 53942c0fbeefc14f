import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/**
 * The app's validator for a route asked the same body again and again (a form asking as it is
 * filled), with the bodies it accepted kept by their JSON text: a body checked once is not checked
 * again. Only for a body schema whose verdict depends on the body alone (no clock, no database) and a
 * small body limit, which bounds what is kept. A refused body is never kept: it is checked each time
 * and answered as any route answers it. The accepted value is frozen, as every request shares it.
 */
export function keptBodyValidation(max: number): FastifySchemaCompiler<unknown> {
  return (route) => {
    // The shared schemas are zod's, as everywhere in the app (app.ts).
    const validate = validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);
    if (route.httpPart !== 'body') return validate;
    const accepted = new LRUCache<string, { value: unknown }>({ max });
    return (data: unknown) => {
      const text = JSON.stringify(data) as string | undefined;
      // A number too large for a double was read as Infinity, which prints as null: such a body, or
      // one with a null, is checked each time.
      if (text === undefined || text.includes('null')) return validate(data);
      const kept = accepted.get(text);
      if (kept) return kept;
      const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] | Error };
      if (result.error !== undefined) return result;
      const checked = { value: Object.freeze(result.value) };
      accepted.set(text, checked);
      return checked;
    };
  };
}
