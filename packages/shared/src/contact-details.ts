/**
 * Contact details in free text: a family's number reaches only a subscriber who spent a download on
 * it, so texts that other members read (about, expectation, family, work, captions...) must not
 * carry one in any writing. Server and form use this one function through the shared text fields.
 *
 * Every step runs in time linear in the text, whatever it holds: one request must not hold the
 * server. The patterns below are written so that no two of their parts can match the same stretch
 * of text (each quantified class is followed by something it cannot match, and a pattern's start
 * is one character, not a run), which keeps a backtracking engine linear; `contact-details.test.ts`
 * holds each of them to that with a ReDoS checker and times 100 KB against 1 KB of every kind of
 * character.
 */

export type ContactDetailKind = 'phone' | 'email' | 'handle' | 'link';

const DECIMAL_DIGIT = /\p{Nd}/u;
const digitValues = new Map<number, number>();

/**
 * The value of a decimal digit of any script. Unicode encodes each script's digits as a run of code
 * points from zero to nine (a few runs hold two or five sets in a row), so a digit's value is its
 * distance from the start of its run, modulo ten.
 */
function digitValue(code: number): number {
  let value = digitValues.get(code);
  if (value === undefined) {
    let start = code;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
    value = (code - start) % 10;
    digitValues.set(code, value);
  }
  return value;
}

/**
 * Digits in ASCII, whatever the script: NFKC folds full-width and styled digits (𝟗, ９, ①), and
 * every other decimal digit (Devanagari, Tamil, Ol Chiki, Thai...) is read by its value. Invisible
 * format characters (zero-width space, joiners, soft hyphen) go, so they cannot split a number.
 */
export function withAsciiDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/(?![0-9])\p{Nd}/gu, (digit) => String(digitValue(digit.codePointAt(0) ?? 0)));
}

/**
 * What may stand between the digits of one number as people write it: spaces, dashes, dots,
 * brackets, slashes, colons, bullets, commas and '&' ('98765, 43210', '98765 & 43210').
 */
const SEPARATORS = /^[\s\-\u2010-\u2015\u2212.,&()[\]/\\+_*:~|\u00b7\u2022]+$/u;

/** Digits, or digits joined by commas: '98765,43210', and amounts such as '9,50,000'. */
const DIGITS_AND_COMMAS = /[0-9]+(?:,[0-9]+)*/g;

/** An amount grouped as Indians write it (12,50,000) or in thousands (1,250,000). */
const GROUPED_AMOUNT = /^[0-9]{1,3}(?:(?:,[0-9]{2})*,[0-9]{3}|(?:,[0-9]{3})+)$/;

interface DigitRun {
  groups: string[];
  /** Written right after a '+' ('+44', '+(1)'): an international number. */
  international: boolean;
}

/**
 * Groups of digits that only separators keep apart: '+91 (98765) 43-210' is one run of four. An
 * amount written with its commas ('9,50,000') is one group: its commas are not separators.
 */
function digitRuns(text: string): DigitRun[] {
  const runs: DigitRun[] = [];
  let current: DigitRun | undefined;
  let end = 0;
  for (const match of text.matchAll(DIGITS_AND_COMMAS)) {
    const token = match[0];
    const groups = GROUPED_AMOUNT.test(token) ? [token.replaceAll(',', '')] : token.split(',');
    const between = text.slice(end, match.index);
    if (current && SEPARATORS.test(between)) {
      for (const group of groups) current.groups.push(group);
    } else {
      const before = text.slice(Math.max(0, match.index - 2), match.index);
      current = { groups, international: /\+\(?$/.test(before) };
      runs.push(current);
    }
    end = match.index + token.length;
  }
  return runs;
}

/** An Indian mobile with or without its prefixes (+91, 0091, 91, 0), or a landline after its trunk 0. */
const INDIAN_NUMBER = /^(?:(?:00)?91|0)?[6-9][0-9]{9}$|^0[0-9]{10}$/;

/**
 * Round sums written as a range ('60000-70000') look like ten digits; a mobile number with six zeros
 * or more is rare enough to let those through.
 */
function isRoundSum(digits: string): boolean {
  return (digits.slice(-10).match(/0/g)?.length ?? 0) >= 6;
}

/** The longest number worth reading (an international one with its prefixes). */
const LONGEST_NUMBER = 15;
/** The lengths an Indian number can have: 10 digits, after 0, 91 or 0091. */
const INDIAN_LENGTHS: ReadonlySet<number> = new Set([10, 11, 12, 14]);

function hasPhoneNumber(text: string): boolean {
  for (const run of digitRuns(text)) {
    for (let first = 0; first < run.groups.length; first++) {
      let digits = '';
      for (let last = first; last < run.groups.length; last++) {
        digits += run.groups[last];
        if (digits.length > LONGEST_NUMBER) break;
        if (INDIAN_LENGTHS.has(digits.length) && INDIAN_NUMBER.test(digits) && !isRoundSum(digits))
          return true;
        // '+44 20 7946 0958': a number written after '+' from its first group is international.
        if (run.international && first === 0 && digits.length >= 8) return true;
      }
    }
  }
  return false;
}

/**
 * A word that announces a number ("WhatsApp", "call", "फोन", "கைபேசி"...) followed by seven digits or
 * more: a landline without its code, or a number cut in two to pass the check above.
 */
const NUMBER_WORD_LATIN = /whats\s*app|watsapp|whatsap|\b(?:wa|call|phone|mobile|mob|cell|tel|ph|contact)\b/g;
const NUMBER_WORD_INDIAN =
  /फोन|फ़ोन|मोबाईल|मोबाइल|संपर्क|कॉल|व्हॉट्सॲप|व्हाट्सएप|व्हॉट्सअ‍ॅप|தொலைபேசி|கைபேசி|அலைபேசி|தொடர்பு|வாட்ஸ்அப்|வாட்ஸ் அப்/gu;
/**
 * What follows such a word, read from its end: separators, perhaps "no"/"number" and more
 * separators, then the digits with what people put between them.
 */
const ANNOUNCED_DIGITS = /[\s:.\-#=]*(?:(?:no\b|nos?\.|number)[\s:.\-#=]*)?([0-9][0-9\s\-.()/]*)/y;

function hasAnnouncedNumber(text: string): boolean {
  for (const words of [NUMBER_WORD_LATIN, NUMBER_WORD_INDIAN]) {
    for (const word of text.matchAll(words)) {
      ANNOUNCED_DIGITS.lastIndex = word.index + word[0].length;
      const digits = ANNOUNCED_DIGITS.exec(text)?.[1];
      if ((digits?.match(/[0-9]/g)?.length ?? 0) >= 7) return true;
    }
  }
  return false;
}

// Whether a text holds an address, not where it starts: one character of the name before the '@'
// says as much as the whole name, and reading the name from each of its letters in turn would cost
// the square of its length.
const EMAIL = /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** 'name [at] gmail [dot] com', 'name at gmail dot com', or the mail provider named outright. */
const SPELLED_AT = /[\p{L}\p{N}._-]\s*[[(]\s*at\s*[\])]\s*[\p{L}\p{N}-]/u;
const SPELLED_PROVIDER =
  /\b(?:gmail|yahoo|rediffmail|hotmail|outlook|ymail|icloud|protonmail)\s*(?:\.|\bdot\b|[[(]\s*dot\s*[\])])\s*(?:com|in|co)\b/u;
const GMAIL = /\bgmail\b/;
/** A UPI address (name@okaxis) or a bare handle (@ybl, @priya on Instagram). */
const HANDLE = /@[\p{L}\p{N}_]/u;
const LINK =
  /https?:\/\/|\bwww\.|\bwa\.me\b|\bt\.me\b|whatsapp\.com|instagram\.com|facebook\.com|\bfb\.(?:com|me)\b|telegram\.(?:me|org)|linkedin\.com|\bbit\.ly\b/;

/** The patterns above, for the test that holds each of them to linear time. */
export const CONTACT_DETAIL_PATTERNS: readonly RegExp[] = [
  SEPARATORS,
  DIGITS_AND_COMMAS,
  GROUPED_AMOUNT,
  INDIAN_NUMBER,
  NUMBER_WORD_LATIN,
  NUMBER_WORD_INDIAN,
  ANNOUNCED_DIGITS,
  EMAIL,
  SPELLED_AT,
  SPELLED_PROVIDER,
  GMAIL,
  HANDLE,
  LINK,
];

/**
 * The first kind of contact detail `text` carries, or null when it has none. Numbers that are not
 * contact details pass: incomes ('10,00,000'), years ('2015-2019'), heights ('5.6'), pincodes, dates.
 */
export function findContactDetails(text: string): ContactDetailKind | null {
  // Lower case once, so the patterns need no case-insensitive matching (and stay small).
  const normal = withAsciiDigits(text).toLowerCase();
  if (LINK.test(normal)) return 'link';
  const at = normal.includes('@');
  if (
    (at && EMAIL.test(normal)) ||
    SPELLED_AT.test(normal) ||
    SPELLED_PROVIDER.test(normal) ||
    GMAIL.test(normal)
  )
    return 'email';
  if (at && HANDLE.test(normal)) return 'handle';
  if (hasPhoneNumber(normal) || hasAnnouncedNumber(normal)) return 'phone';
  return null;
}
