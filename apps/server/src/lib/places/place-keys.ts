// scripts/make-places-data.mjs builds the places file with these same functions.

/** Case, accents, spaces and punctuation do not count; Devanagari and Tamil stay as typed. */
export function strictKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** Aspirates (th/t, chh/ch/c), long vowels (ee/i, oo/u), doubled letters, w/v, y/i made alike. */
export function looseKey(strict: string): string {
  if (!/^[a-z0-9]+$/.test(strict)) return strict;
  return strict
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/(.)\1+/g, '$1');
}
