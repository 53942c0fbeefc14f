import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileListItemSchema, profileViewSchema } from './profile-item.js';
import {
  exampleListItem,
  exampleView,
  GATED_TEXTS,
  gatedFields,
  withGatedFields,
} from './profile-item-examples.js';
import { searchResponseSchema } from './search-profiles.js';

/** A zod encode, then stringified: the server's serialiser writes the same (its own tests compare). */
const sent = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

describe('profile item schemas', () => {
  it('drop gated keys wherever a row would carry them', () => {
    for (const [schema, value] of [
      [profileListItemSchema, withGatedFields(exampleListItem)],
      [
        searchResponseSchema,
        { rows: [withGatedFields(exampleListItem)], count: 1, photo_nudge: false, ...gatedFields },
      ],
      [profileViewSchema, withGatedFields(exampleView)],
    ] as const) {
      const text = sent(schema, value);
      expect(text).toContain('MM1007');
      for (const secret of GATED_TEXTS) expect(text).not.toContain(secret);
    }
  });

  it('have no gated key in their shape', () => {
    const keys = (schema: z.ZodObject): string[] =>
      Object.entries(schema.shape).flatMap(([key, value]) => [
        key,
        ...(value instanceof z.ZodObject ? keys(value) : []),
        ...(value instanceof z.ZodArray && value.element instanceof z.ZodObject ? keys(value.element) : []),
      ]);
    for (const schema of [profileListItemSchema, profileViewSchema]) {
      for (const gated of Object.keys(gatedFields)) expect(keys(schema)).not.toContain(gated);
    }
  });
});
