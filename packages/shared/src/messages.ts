/**
 * Validation texts of the product spec, literally. Schemas use them as their messages so the
 * server's `errors` map and the forms say the same words; the web app translates them by key.
 */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidMobile: 'Invalid mobile number',
  invalidEmail: 'Invalid email address',
  passwordMismatch: "Password and its confirmation doesn't match",
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  tooLong: 'Too long',
  invalidValue: 'Invalid value',
  raasiNotOfStarPadham: 'This raasi does not go with the birth star and padham chosen',
  raasiNotOfStar: 'This raasi does not go with the birth star chosen',
  controlCharacters: 'Contains invisible control characters; please type it again',
  contactDetails: 'Contact details (phone, e-mail, UPI or WhatsApp) go only in the mobile number field.',
  contactDetailsInReport:
    "Please leave out phone numbers, e-mail, UPI and WhatsApp ids: we see the profile's own details, and will write to you if we need more.",
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  const entry = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as ValidationMessageKey | undefined;
}
