/**
 * Identity numbers in free text (an Aadhaar, a PAN, a voter id, a passport or licence number): the
 * site keeps of a document only its type and its last four characters, so a text that carries more
 * is refused, and notes saved before are found and redacted (`npm run admin -- verification-check`).
 * Digits of every script are read as the contact-details check reads them.
 *
 * The rule: digits are one run while at most three words stand between them, whatever else does
 * (spaces, commas, bars, dots, line breaks...), and a run of more than four digits is an identity
 * number, the digits of dates standing apart from other numbers ('2 Dec 2026', '02/12/2026') and the
 * one digit of a count ('last 4', '4 digits') not counting; so is a PAN's shape (5 letters, 4 digits,
 * a letter), in either case and spaced.
 */
import { withAsciiDigits } from './contact-details.js';

/** Words that may stand between two groups of one number ('8765 and 4321 then 0987'). */
const WORDS_WITHIN_A_RUN = 3;
/** The most digits a text may hold together: the last four of a document. */
const DIGITS_ALLOWED = 4;

const LETTER = '[\\p{L}\\p{M}]';
/** Not a letter, not a digit: what people put between the parts of a number. */
const BETWEEN = '[^\\p{L}\\p{M}\\p{N}]';
const DAY = '(?:3[01]|[12][0-9]|0?[1-9])(?![0-9])';
const MONTH = '(?:1[0-2]|0?[1-9])(?![0-9])';
const YEAR = '(?:(?:19|20)[0-9]{2}|[0-9]{2})(?![0-9])';
const FULL_YEAR = '(?:19|20)[0-9]{2}(?![0-9])';
const ORDINAL = '(?:st|nd|rd|th)?';
const SPACING = '[\\s.,/-]*';
const MONTH_NAME = `(?<!${LETTER})(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर|ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்)\\.?(?!${LETTER})`;

/** The ways a date is written: 02/12/2026, 12-31-26, 2026-12-02, 2 Dec 2026, 2nd December, Dec 2, 2026. */
const DATES = [
  `${DAY}([./-])${MONTH}\\1${YEAR}`,
  `${MONTH}([./-])${DAY}\\1${YEAR}`,
  `${FULL_YEAR}([./-])${MONTH}\\1${DAY}`,
  `${DAY}${ORDINAL}${SPACING}${MONTH_NAME}(?:${SPACING}${YEAR})?`,
  `${MONTH_NAME}${SPACING}${DAY}${ORDINAL}(?:${SPACING}${YEAR})?`,
].map((date) => new RegExp(`(?<![0-9])${date}`, 'gu'));

/** A count of characters, its one digit in group 1: 'last 4', 'last four: ' aside, '4 digits'. */
const COUNTS = [
  `(?<!${LETTER})(?:last|first|final|शेवटचे|शेवटचा|शेवटची|शेवटच्या|கடைசி)${BETWEEN}{0,3}([0-9])(?![0-9])`,
  `(?<![0-9])([0-9])${BETWEEN}{0,2}(?:digits?|chars?|characters?|letters?|अंक|இலக்க)`,
].map((count) => new RegExp(count, 'dgu'));

/** A PAN: five letters (a word, or spaced), four digits, a letter; read in lower case. */
const PAN = new RegExp(
  `(?<!${LETTER})(?:[a-z]{5}|[a-z](?:${BETWEEN}+[a-z]){4})${BETWEEN}*[0-9](?:${BETWEEN}*[0-9]){3}${BETWEEN}*[a-z](?!${LETTER})`,
  'gu',
);

const TOKENS = new RegExp(`[0-9]+|${LETTER}+`, 'gu');

/** The text in lower case with ASCII digits, and for each of its UTF-16 units the index it came from. */
function readText(text: string): { normal: string; source: number[] } {
  let normal = '';
  const source: number[] = [];
  let index = 0;
  for (const character of text) {
    // One character at a time, so every unit read points back to the character that gave it.
    const read = withAsciiDigits(character).toLowerCase();
    normal += read;
    for (let unit = 0; unit < read.length; unit++) source.push(index);
    index += character.length;
  }
  return { normal, source };
}

const SEPARATOR = new RegExp(BETWEEN, 'u');

/**
 * Where dates are written, each standing apart: only separators and other dates between it and any
 * digit, so a number cannot hide its first digits in the shape of a date ('12/12/2012/3456').
 */
function dateSpans(normal: string): [number, number][] {
  const spans = DATES.flatMap((date) =>
    [...normal.matchAll(date)].map((match): [number, number] => [match.index, match.index + match[0].length]),
  );
  const looseDigit = (i: number) =>
    /[0-9]/.test(normal.charAt(i)) && !spans.some(([start, end]) => i >= start && i < end);
  return spans.filter(([start, end]) => {
    let before = start - 1;
    while (before >= 0 && SEPARATOR.test(normal.charAt(before))) before--;
    let after = end;
    while (after < normal.length && SEPARATOR.test(normal.charAt(after))) after++;
    return !looseDigit(before) && !looseDigit(after);
  });
}

/** Digits that do not count (a date's, a count's) become letters; the length stays the same. */
function withoutDatesAndCounts(normal: string): string {
  const units = normal.split('');
  const mask = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (/[0-9]/.test(units[i] ?? '')) units[i] = 'x';
  };
  for (const [start, end] of dateSpans(normal)) mask(start, end);
  for (const count of COUNTS) {
    for (const match of normal.matchAll(count)) {
      const [start, end] = match.indices?.[1] ?? [0, 0];
      mask(start, end);
    }
  }
  return units.join('');
}

/** The UTF-16 positions of `normal` that belong to an identity number. */
function identityPositions(normal: string): number[] {
  const read = withoutDatesAndCounts(normal);
  const positions: number[] = [];
  let run: number[] = [];
  let words = 0;
  const closeRun = () => {
    if (run.length > DIGITS_ALLOWED) positions.push(...run);
    run = [];
  };
  for (const token of read.matchAll(TOKENS)) {
    if (!/[0-9]/.test(token[0].charAt(0))) {
      words++;
      continue;
    }
    if (words > WORDS_WITHIN_A_RUN) closeRun();
    for (let i = 0; i < token[0].length; i++) run.push(token.index + i);
    words = 0;
  }
  closeRun();
  for (const pan of read.matchAll(PAN)) {
    for (let i = 0; i < pan[0].length; i++) {
      if (/[\p{L}0-9]/u.test(pan[0].charAt(i))) positions.push(pan.index + i);
    }
  }
  return positions;
}

/** Whether `text` carries something shaped like an identity number (the rule above). */
export function carriesIdentityNumber(text: string): boolean {
  return identityPositions(readText(text).normal).length > 0;
}

/** `text` with every character of what looks like an identity number written as 'X'. */
export function redactIdentityNumbers(text: string): string {
  const { normal, source } = readText(text);
  const hidden = new Set(identityPositions(normal).map((position) => source[position]));
  if (hidden.size === 0) return text;
  let redacted = '';
  let index = 0;
  for (const character of text) {
    redacted += hidden.has(index) ? 'X' : character;
    index += character.length;
  }
  return redacted;
}
