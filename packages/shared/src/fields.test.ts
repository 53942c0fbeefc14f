import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { existingPassword, withoutControlCharacters } from './fields.js';
import { optionalText, requiredText } from './free-text.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('control characters in text', () => {
  it.each([
    'Pri\u0000ya',
    'Pri\u0007ya',
    'Pri\u001bya',
    'Pri\u007fya',
    'Pri\u0085ya',
    'line\none',
    'tab\there',
  ])('refuses %j in a one-line field, required or not', (text) => {
    expect(messages(requiredText(100).safeParse(text))).toEqual([M.controlCharacters]);
    expect(messages(optionalText(100).safeParse(text))).toEqual([M.controlCharacters]);
  });

  it('keeps line breaks and tabs in a multi-line field, and refuses the other control characters', () => {
    const about = optionalText(2000, { multiline: true });
    expect(about.parse('First line.\r\nSecond line.\n\tIndented.')).toBe(
      'First line.\r\nSecond line.\n\tIndented.',
    );
    expect(messages(about.safeParse('First line.\u0000'))).toEqual([M.controlCharacters]);
    expect(messages(about.safeParse('Bell \u0007 here'))).toEqual([M.controlCharacters]);
  });

  it('trims line breaks at the ends of a one-line field rather than refusing them', () => {
    expect(requiredText(100).parse('  Belagavi\n')).toBe('Belagavi');
  });

  it('lets the joiners of Indian scripts through: they are not control characters', () => {
    expect(requiredText(100).parse('क्‍ष ன்‌')).toBe('क्‍ष ன்‌');
  });

  it.each(['Pri\ud800ya', 'Priya\udfff', '\udc00'])(
    'refuses half of a surrogate pair (%j), which would be stored as U+FFFD',
    (text) => {
      expect(messages(requiredText(100).safeParse(text))).toEqual([M.controlCharacters]);
      expect(messages(optionalText(2000, { multiline: true }).safeParse(text))).toEqual([
        M.controlCharacters,
      ]);
      expect(messages(existingPassword.safeParse(`secret ${text} pass`))).toEqual([M.controlCharacters]);
    },
  );

  it('keeps characters written as a whole surrogate pair', () => {
    expect(requiredText(100).parse('Priya \ud83d\ude4f')).toBe('Priya 🙏');
  });

  it('refuses them in passwords and in any string a schema wraps', () => {
    expect(messages(existingPassword.safeParse('secret\u0000pass'))).toEqual([M.controlCharacters]);
    expect(messages(withoutControlCharacters(z.string().max(20)).safeParse('MF\u00001001'))).toEqual([
      M.controlCharacters,
    ]);
  });
});

describe('contact details in text others read', () => {
  it('refuses a phone number, an e-mail or a handle only where other members read the text', () => {
    const about = optionalText(2000, { multiline: true, readByOthers: true });
    for (const text of ['Call 98765 43210', 'priya@gmail.com', 'UPI priya@okaxis', 'wa.me/919876543210']) {
      expect(messages(about.safeParse(text)), text).toEqual([M.contactDetails]);
      expect(optionalText(2000, { multiline: true }).safeParse(text).success, text).toBe(true);
    }
    expect(messages(requiredText(100, { readByOthers: true }).safeParse('Priya 9876543210'))).toEqual([
      M.contactDetails,
    ]);
  });

  it('keeps the numbers families write about themselves', () => {
    const about = optionalText(2000, { multiline: true, readByOthers: true });
    const text = 'B.E. 2015-2019. Income 10,00,000. Height 5.6. Pune 411038.';
    expect(about.parse(text)).toBe(text);
  });
});

describe('a text over its limit', () => {
  // Only the length is judged: the checks after it (control characters, contact details) never
  // read a text that is too long to be saved anyway.
  const tooLong = `${'a'.repeat(300)}\u0007 call 98765 43210 priya@gmail.com`;

  it.each([
    ['a required text', requiredText(200, { readByOthers: true })],
    ['an optional text', optionalText(200, { readByOthers: true, multiline: true })],
  ])('is refused in %s as too long, and for nothing else', (_field, schema) => {
    expect(messages(schema.safeParse(tooLong))).toEqual([M.tooLong]);
  });

  it('is refused as a password as too long, and for nothing else', () => {
    expect(messages(existingPassword.safeParse(`${'p'.repeat(200)}\u0000`))).toEqual([M.passwordTooLong]);
  });
});
