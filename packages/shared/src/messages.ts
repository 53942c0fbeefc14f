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
  placeNotFound: 'We do not know this place: please pick it from the list',
  unknownTimeZone: 'Unknown time zone: give one such as Asia/Kolkata',
  controlCharacters: 'Contains invisible control characters; please type it again',
  contactDetails: 'Contact details (phone, e-mail, UPI or WhatsApp) go only in the mobile number field.',
  contactDetailsInReport:
    "Please leave out phone numbers, e-mail, UPI and WhatsApp ids: we see the profile's own details, and will write to you if we need more.",
  invalidPincode: 'Invalid pincode',
  alternateRepeatsMain: 'The alternate number repeats the main one',
  atMostTwoMobiles: 'At most two mobile numbers',
  moreThanSisters: 'More than the number of sisters',
  moreThanBrothers: 'More than the number of brothers',
  toAgeBelowFromAge: 'Must not be less than the lower age',
  mobileOrUserId: 'Give either a mobile number or a user id',
  unknownProfileStatus: 'Unknown profile status',
  wrongOldPassword: 'Your old password is not correct.',
  wrongPassword: 'Your password is not correct.',
  invalidCode: 'Please type the 6 digits of the code',
  identityNumber:
    'Only the type of a document and at most its last four characters may be written down: the site keeps no identity number.',
  identityNumberInNote:
    "This note looks like it holds an identity number (more than four digits together, or a PAN). Write only the document's type and its last four characters; a date may stay.",
  invalidUtr: 'The UTR is the 12-digit number your UPI app shows for the payment',
  notWholeNumber: 'Please write a whole number in digits, such as 30 or 1,500',
  notWholeRupees: 'Please write the amount in whole rupees, in digits, such as 1500 or 1,500',
  idLast4TooLong:
    'Write only the last four characters of the document, not the whole number: the site keeps no identity number.',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, key);
}

const KEY_BY_TEXT = new Map(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text as string, key as ValidationMessageKey]),
);

export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return KEY_BY_TEXT.get(message);
}

/** The key of a schema's message; a message of no schema of ours (zod's own words) reads as invalid. */
export function fieldMessageKey(message: string | undefined): ValidationMessageKey {
  return (message && KEY_BY_TEXT.get(message)) || 'invalidValue';
}
