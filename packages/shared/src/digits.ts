/**
 * Numbers as members type and paste them, read the same way by the web's fields and the server's
 * schemas. A module of its own, without zod: the number fields use it on pages that validate
 * nothing until sent.
 */

const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

/**
 * The digit's value. Unicode encodes every script's decimal digits as runs of ten, 0 to 9 in order,
 * and some runs follow each other (the mathematical digits): the value is the place in its run.
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0) as number;
  let zero = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return (code - zero) % 10;
}

/**
 * Digits of any script as 0-9: a Marathi keyboard types '५५' and a Tamil one '௫௫' for 55. Signs
 * that are numbers but not digits (Tamil ௰ for ten) stay as they are, for the check to refuse.
 */
export function latinDigits(value: string): string {
  return value.replace(DECIMAL_DIGITS, (digit) => (digit <= '9' ? digit : String(digitValue(digit))));
}

/** Keep only the digits of what was typed, as 0-9, so '98765 43210' and '५५ kg' become numbers. */
export function digitsOnly(value: string): string {
  return latinDigits(value).replace(/\D/g, '');
}

/**
 * What people put between the digits of a phone number: spaces (a no-break one too), dashes,
 * brackets, and the invisible marks a phone's contacts add around a copied number. Not tabs, line
 * breaks or other control characters: those are refused in every text a request carries.
 */
const NUMBER_SEPARATORS = /[\p{Zs}\p{Pd}()\p{Cf}]/gu;

/** India's country code (+91, 0091, 91) or the trunk 0, then the ten digits of the number. */
const WITH_PREFIX = /^(?:\+91|0091|91|0)(\d{10})$/;

/**
 * A mobile number as pasted from a contact or typed from a card ('+91 98765 43210', '098765 43210')
 * -> its ten digits. Anything else comes back without its separators, for the check to refuse.
 */
export function normalizeMobileNumber(value: string): string {
  const compact = latinDigits(value).replace(NUMBER_SEPARATORS, '');
  return WITH_PREFIX.exec(compact)?.[1] ?? compact;
}
