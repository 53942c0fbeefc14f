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

/** Spaces of any width, and the comma, between groups of digits: '1,500', '1 500', '1,50,000'. */
const GROUP_SEPARATOR = '[,\\p{Zs}]';
/**
 * Digits, or groups of them as people write thousands (the Indian '1,50,000' or the '150,000'
 * of others): the last group three digits, the first one to three. '1,5,00' is no number.
 */
const GROUPED_DIGITS = new RegExp(
  `^(?:\\d+|\\d{1,3}(?:${GROUP_SEPARATOR}\\d{2,3})*${GROUP_SEPARATOR}\\d{3})$`,
  'u',
);
/** How an amount of rupees is marked around its digits: '₹', 'Rs.', 'INR' before, '/-' after. */
const RUPEE_BEFORE = /^(?:₹|rs\.?|inr)\p{Zs}*/iu;
const RUPEE_AFTER = /\p{Zs}*\/-$/u;

/**
 * A whole number as people type and paste it: digits of any script, thousands grouped with commas
 * or spaces, a '.00' of no paise; with `rupees`, the marks of an amount too ('₹1,500', 'Rs. 1500/-').
 * Undefined for anything else ('15.5', '15.5.0', '1,5,00', '-3'), for the check to refuse.
 */
export function readWholeNumber(
  typed: string,
  { rupees = false }: { rupees?: boolean } = {},
): number | undefined {
  let text = latinDigits(typed).replace(/^\p{Zs}+|\p{Zs}+$/gu, '');
  if (rupees) text = text.replace(RUPEE_BEFORE, '').replace(RUPEE_AFTER, '');
  text = text.replace(/\.0+$/, '');
  if (!GROUPED_DIGITS.test(text)) return undefined;
  const value = Number(text.replace(/\D/g, ''));
  return Number.isSafeInteger(value) ? value : undefined;
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
