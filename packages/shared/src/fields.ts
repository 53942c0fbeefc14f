import { z } from 'zod';
import { normalizeMobileNumber } from './digits.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// A NUL cannot even be stored (PostgreSQL refuses it in text); the others hide or break a line. Half
// of a surrogate pair (\p{Cs}, from a JSON escape such as "\ud800") is no character at all: stored,
// it turns into U+FFFD, so a name would show '�' and two different passwords would hash alike.
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * Refuses control characters in any string a request carries: the free-text fields below, and ids,
 * secrets, passwords and filters too.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withoutControlCharacters(schema: z.ZodString, rules: { multiline?: boolean } = {}) {
  const control = rules.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return schema.refine((text) => !control.test(text), { error: M.controlCharacters });
}

/** Optional text no other member reads (filters, operator notes): trimmed, bounded, no control characters. */
export const optionalPlainText = /* @__NO_SIDE_EFFECTS__ */ (
  max = 200,
  rules: { multiline?: boolean } = {},
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    withoutControlCharacters(
      z.string({ error: M.invalidValue }).trim().max(max, { error: M.tooLong, abort: true }),
      rules,
    ).nullish(),
  );

/**
 * The ten digits of an Indian mobile number, however it was pasted or typed: '+91 98765 43210' and
 * '098765 43210' are 9876543210 (digits.ts); anything else is not a mobile number.
 */
export const mobileNumber = z
  .string({ error: M.required })
  .transform(normalizeMobileNumber)
  .pipe(
    z
      .string()
      .min(1, { error: M.required })
      .regex(/^\d{10}$/, { error: M.invalidMobile }),
  );

export const newPassword = withoutControlCharacters(
  z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong, abort: true }),
);

/**
 * A form that sets a password: `shape`'s fields, the new password and its confirmation, which must
 * match (the mismatch is reported on the confirmation).
 */
/* @__NO_SIDE_EFFECTS__ */
export function withConfirmedPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({
      ...shape,
      password: newPassword,
      confirmPassword: z.string().min(1, { error: M.required }),
    })
    .refine(
      // The shape is generic here, so its output type does not resolve; these two fields are there.
      (form) => {
        const { password, confirmPassword } = form as { password: string; confirmPassword: string };
        return password === confirmPassword;
      },
      { error: M.passwordMismatch, path: ['confirmPassword'] },
    );
}

/** A password being checked, not set: only required and bounded (hashing cost stays bounded), no control characters. */
export const existingPassword = withoutControlCharacters(
  z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong, abort: true }),
);

/** An optional choice from a list: empty means "not given". */
export const optionalChoice = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish());

/** A whole number typed into a text box arrives as a string; both forms are accepted. */
export const numberFromText = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value === 'string' && /^\p{Zs}*\d+\p{Zs}*$/u.test(value)) return Number(value);
    if (value === '') return undefined;
    return value;
  }, schema);
