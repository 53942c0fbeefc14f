import { z } from 'zod';
import { findContactDetails } from './contact-details.js';
import { optionalPlainText, withoutControlCharacters } from './fields.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

// Kept apart from fields.ts: pages whose forms have no free text (login) do not load the
// contact-details detector.

/** How a free-text field is written and who reads it. */
export interface TextRules {
  /** Written over several lines (about, address...): line breaks and tabs are kept. */
  multiline?: boolean;
  /** Other members read it: contact details are refused, they go only in the mobile number field. */
  readByOthers?: boolean;
}

/* @__NO_SIDE_EFFECTS__ */
function freeText(schema: z.ZodString, rules: TextRules) {
  const checked = withoutControlCharacters(schema, rules);
  return rules.readByOthers
    ? checked.refine((text) => findContactDetails(text) === null, { error: M.contactDetails })
    : checked;
}

/** A required free-text field: trimmed, non-empty, bounded. */
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (max = 200, rules: TextRules = {}) =>
  freeText(
    z
      .string({ error: M.required })
      .trim()
      .min(1, { error: M.required })
      .max(max, { error: M.tooLong, abort: true }),
    rules,
  );

/** Optional free text: trimmed; empty means "not given" and is stored as null. */
export const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max = 200, rules: TextRules = {}) =>
  rules.readByOthers
    ? optionalPlainText(max, rules).refine((text) => text == null || findContactDetails(text) === null, {
        error: M.contactDetails,
      })
    : optionalPlainText(max, rules);
