/**
 * What a route's body schema lets a client send, read from the schema itself (its JSON Schema, as
 * the API documentation shows it): where the texts are and how long each may be, and the widest
 * body of all. Tests that must cover every text of every route take them from here, so a new field
 * or route is covered without being listed.
 */
import { z } from 'zod';

export type FieldPath = (string | number)[];

export interface TextField {
  /** Where the text goes in the body: property names, and 0 for the first item of a list. */
  path: FieldPath;
  minLength: number;
  /** Unset when no length bounds the text (a date, a pattern such as ten digits). */
  maxLength?: number;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Texts without a length bound are dates, ids and patterns: this many characters is already more than any. */
const UNBOUNDED_TEXT_LENGTH = 32;
/** The widest letters a member types: Devanagari and Tamil take three bytes each in UTF-8. */
const WIDE_LETTER = 'क';

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function options(node: JsonSchema): JsonSchema[] {
  return node.anyOf ?? node.oneOf ?? node.allOf ?? [node];
}

const isText = (node: JsonSchema) =>
  node.type === 'string' && node.enum === undefined && node.const === undefined;

function textFieldsAt(node: JsonSchema, path: FieldPath): TextField[] {
  if (node.anyOf || node.oneOf || node.allOf) {
    // One entry per place: a text that may also be null is still one text field.
    const found = options(node).flatMap((option) => textFieldsAt(option, path));
    return found.filter((field, index) => found.findIndex((f) => sameLength(f, field)) === index);
  }
  if (isText(node)) {
    return [
      { path, minLength: node.minLength ?? 0, ...(node.maxLength ? { maxLength: node.maxLength } : {}) },
    ];
  }
  if (node.type === 'array' && node.items) return textFieldsAt(node.items, [...path, 0]);
  if (node.type === 'object' && node.properties) {
    return Object.entries(node.properties).flatMap(([key, child]) => textFieldsAt(child, [...path, key]));
  }
  return [];
}

function sameLength(a: TextField, b: TextField) {
  return a.path.join('.') === b.path.join('.');
}

/** Every text a body schema takes, with its length bounds. */
export function textFieldsOf(schema: z.ZodType): TextField[] {
  return textFieldsAt(jsonSchemaOf(schema), []);
}

function widestValue(node: JsonSchema): unknown {
  const choices = options(node);
  if (choices.length > 1 || choices[0] !== node) {
    return choices
      .map(widestValue)
      .reduce((widest, value) => (byteLength(value) > byteLength(widest) ? value : widest), null);
  }
  if (node.enum) return node.enum.reduce((a, b) => (byteLength(b) > byteLength(a) ? b : a));
  if (node.const !== undefined) return node.const;
  switch (node.type) {
    case 'string':
      return WIDE_LETTER.repeat(node.maxLength ?? UNBOUNDED_TEXT_LENGTH);
    case 'integer':
    case 'number': {
      const ends = [node.minimum, node.maximum, node.exclusiveMinimum, node.exclusiveMaximum].filter(
        (end): end is number => end !== undefined,
      );
      return ends.length > 0
        ? ends.reduce((a, b) => (String(b).length > String(a).length ? b : a))
        : Number.MIN_SAFE_INTEGER;
    }
    case 'boolean':
      return false;
    case 'array': {
      if (!node.items) return [];
      const item = widestValue(node.items);
      // A list of choices without a bound still holds each choice once at most.
      const count = node.maxItems ?? node.items.enum?.length ?? 1;
      return Array.from({ length: count }, () => item);
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, widestValue(child)]),
      );
    default:
      return null;
  }
}

/**
 * The widest body a schema lets through its size-bearing rules: every property given, every text
 * at its maximum length in three-byte letters, every list full, each choice its longest. Refinements
 * (patterns, contact details) may refuse it; its size is what a member filling every field can reach.
 */
export function widestBodyOf(schema: z.ZodType): unknown {
  return widestValue(jsonSchemaOf(schema));
}

export function byteLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}
