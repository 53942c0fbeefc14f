/**
 * Contact details in free text: a family's number reaches only a subscriber who spent a download on
 * it, so texts that other members read (about, expectation, family, work, captions...) must not
 * carry one in any writing. Server and form use this one function through the shared text fields.
 */

export type ContactDetailKind = 'phone' | 'email' | 'handle' | 'link';

/** Code points of the digit zero of the scripts members write in; each block runs 0-9 from there. */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu)
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Oriya
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
];

/**
 * Digits in ASCII, whatever the script: NFKC folds full-width and styled digits (𝟗, ９, ①), the
 * table the Indian scripts. Invisible format characters (zero-width space, joiners, soft hyphen) go,
 * so they cannot split a number.
 */
function withAsciiDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Nd}/gu, (digit) => {
      const code = digit.codePointAt(0) ?? 0;
      const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
      return zero === undefined ? digit : String(code - zero);
    });
}

/**
 * What may stand between the digits of one number as people write it: spaces, dashes, dots,
 * brackets, slashes, colons, bullets. Not commas: '9,50,000 - 12,00,000' is an income range.
 */
const SEPARATORS = /^[\s\-\u2010-\u2015\u2212.()[\]/\\+_*:~|\u00b7\u2022]+$/u;

interface DigitRun {
  groups: string[];
  /** Written right after a '+' ('+44', '+(1)'): an international number. */
  international: boolean;
}

/** Groups of digits that only separators keep apart: '+91 (98765) 43-210' is one run of four. */
function digitRuns(text: string): DigitRun[] {
  const runs: DigitRun[] = [];
  let current: DigitRun | undefined;
  let end = 0;
  for (const match of text.matchAll(/[0-9]+/g)) {
    const between = text.slice(end, match.index);
    if (current && SEPARATORS.test(between)) {
      current.groups.push(match[0]);
    } else {
      const before = text.slice(Math.max(0, match.index - 2), match.index);
      current = { groups: [match[0]], international: /\+\(?$/.test(before) };
      runs.push(current);
    }
    end = match.index + match[0].length;
  }
  return runs;
}

/** An Indian mobile with or without its prefixes (+91, 0091, 91, 0), or a landline after its trunk 0. */
const INDIAN_NUMBER = /^(?:(?:00)?91|0)?[6-9]\d{9}$|^0\d{10}$/;

/**
 * Round sums written as a range ('60000-70000') look like ten digits; a mobile number with six zeros
 * or more is rare enough to let those through.
 */
function isRoundSum(digits: string): boolean {
  return (digits.slice(-10).match(/0/g)?.length ?? 0) >= 6;
}

function hasPhoneNumber(text: string): boolean {
  for (const run of digitRuns(text)) {
    for (let first = 0; first < run.groups.length; first++) {
      let digits = '';
      for (let last = first; last < run.groups.length && digits.length <= 15; last++) {
        digits += run.groups[last];
        if (INDIAN_NUMBER.test(digits) && !isRoundSum(digits)) return true;
        // '+44 20 7946 0958': a number written after '+' from its first group is international.
        if (run.international && first === 0 && digits.length >= 8 && digits.length <= 15) return true;
      }
    }
  }
  return false;
}

/**
 * A word that announces a number ("WhatsApp", "call", "फोन", "கைபேசி"...) followed by seven digits or
 * more: a landline without its code, or a number cut in two to pass the check above.
 */
const ANNOUNCED_NUMBER =
  /(?:whats\s*app|watsapp|whatsap|\bwa\b|\bcall\b|\bphone\b|\bmobile\b|\bmob\b|\bcell\b|\btel\b|\bph\b|\bcontact\b|फोन|फ़ोन|मोबाईल|मोबाइल|संपर्क|कॉल|व्हॉट्सॲप|व्हाट्सएप|व्हॉट्सअ‍ॅप|தொலைபேசி|கைபேசி|அலைபேசி|தொடர்பு|வாட்ஸ்அப்|வாட்ஸ் அப்)[\s:.\-#=]*(?:no\b|nos?\.|number)?[\s:.\-#=]*([0-9][0-9\s\-.()/]*)/giu;

function hasAnnouncedNumber(text: string): boolean {
  for (const match of text.matchAll(ANNOUNCED_NUMBER)) {
    if ((match[1]?.match(/[0-9]/g)?.length ?? 0) >= 7) return true;
  }
  return false;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** 'name [at] gmail [dot] com', 'name at gmail dot com', or the mail provider named outright. */
const SPELLED_EMAIL =
  /[\p{L}\p{N}._-]+\s*[[(]\s*at\s*[\])]\s*[\p{L}\p{N}-]+|\b(?:gmail|yahoo|rediffmail|hotmail|outlook|ymail|icloud|protonmail)\s*(?:\.|\bdot\b|[[(]\s*dot\s*[\])])\s*(?:com|in|co)\b|\bgmail\b/iu;
/** A UPI address (name@okaxis) or a bare handle (@ybl, @priya on Instagram). */
const HANDLE = /[\p{L}\p{N}._-]*@[\p{L}\p{N}_]/u;
const LINK =
  /https?:\/\/|\bwww\.|\bwa\.me\b|\bt\.me\b|whatsapp\.com|instagram\.com|facebook\.com|\bfb\.(?:com|me)\b|telegram\.(?:me|org)|linkedin\.com|\bbit\.ly\b/iu;

/**
 * The first kind of contact detail `text` carries, or null when it has none. Numbers that are not
 * contact details pass: incomes ('10,00,000'), years ('2015-2019'), heights ('5.6'), pincodes, dates.
 */
export function findContactDetails(text: string): ContactDetailKind | null {
  const normal = withAsciiDigits(text);
  if (LINK.test(normal)) return 'link';
  const at = normal.includes('@');
  if ((at && EMAIL.test(normal)) || SPELLED_EMAIL.test(normal)) return 'email';
  if (at && HANDLE.test(normal)) return 'handle';
  if (hasPhoneNumber(normal) || hasAnnouncedNumber(normal)) return 'phone';
  return null;
}
