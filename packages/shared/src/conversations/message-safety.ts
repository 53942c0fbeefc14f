import { MASK, type MessageWarning } from '../api/conversations/conversations.js';
import { findContactDetails, withAsciiDigits } from '../contact-details.js';
import { WARNING_WORDS } from './warning-words.js';

/** Lower case, NFKC, and no invisible format characters (a zero-width joiner cannot hide a word). */
function folded(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase();
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase in Latin letters as whole words (`*`: the last word may run on); else anywhere. */
function phrasePattern(phrase: string): string {
  const normal = folded(phrase);
  const runsOn = normal.endsWith('*');
  const words = (runsOn ? normal.slice(0, -1) : normal).split(/\s+/).map(literal).join('\\s+');
  if (!/^[a-z\s*]+$/.test(normal)) return words;
  return `(?<![\\p{L}\\p{N}])${words}${runsOn ? '' : '(?![\\p{L}\\p{N}])'}`;
}

let patterns: Array<[MessageWarning, RegExp]> | undefined;

function warningPatterns(): Array<[MessageWarning, RegExp]> {
  patterns ??= (Object.keys(WARNING_WORDS) as MessageWarning[]).map((warning) => [
    warning,
    new RegExp(Object.values(WARNING_WORDS[warning]).flat().map(phrasePattern).join('|'), 'u'),
  ]);
  return patterns;
}

/**
 * Whether a message asks for money (first: the worse of the two) or to talk elsewhere, in any of
 * the lists of `WARNING_WORDS`; null when it does neither.
 */
export function messageWarning(text: string): MessageWarning | null {
  const normal = folded(text);
  for (const [warning, pattern] of warningPatterns()) {
    if (pattern.test(normal)) return warning;
  }
  return null;
}

/** A word (no white space), or a run of digits with what people put between a number's digits. */
const WORD = /\S+/gu;
const isDigit = (char: string) => /[0-9]/.test(withAsciiDigits(char));
const BETWEEN_DIGITS = /[\s\-\u2010-\u2015\u2212.,&()[\]/\\+_*:~|\u00b7\u2022\p{Cf}]/u;

/** The stretches of `text` that are digits, or digits with separators between them, longest first. */
function digitRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const chars = Array.from(text);
  let offset = 0;
  let start = -1;
  let lastDigitEnd = -1;
  for (const char of chars) {
    if (isDigit(char)) {
      if (start < 0) start = offset;
      lastDigitEnd = offset + char.length;
    } else if (start >= 0 && !BETWEEN_DIGITS.test(char)) {
      runs.push([start, lastDigitEnd]);
      start = -1;
    }
    offset += char.length;
  }
  if (start >= 0) runs.push([start, lastDigitEnd]);
  return runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

export interface MaskedText {
  text: string;
  masked: boolean;
}

/**
 * The text with every contact detail the profile texts' check finds (`findContactDetails`: phone
 * numbers in any script, split or announced, e-mail addresses spelt or written, links, UPI ids and
 * handles) replaced by MASK. The words that carry one go first, then runs of digits, longest
 * first, until the check finds nothing; what it still finds after that (an address spelt out over
 * several words) takes the whole text.
 */
export function maskContactDetails(text: string): MaskedText {
  if (findContactDetails(text) === null) return { text, masked: false };
  let out = text.replace(WORD, (word) => (findContactDetails(word) === null ? word : MASK));
  while (findContactDetails(out) !== null) {
    const run = digitRuns(out).find(([start, end]) => end - start > 0);
    if (!run) break;
    out = out.slice(0, run[0]) + MASK + out.slice(run[1]);
  }
  if (findContactDetails(out) !== null) out = MASK;
  return { text: out, masked: true };
}
