import { describe, expect, it } from 'vitest';
import {
  castesFor,
  subCastesFor,
  TAMIL_CASTE_VALUES,
  TAMIL_CASTES,
  TAMIL_LANGUAGE_VALUES,
  tamilLanguageSchema,
} from './tamil-castes.js';

describe('Tamil-domain languages, castes and sub-castes', () => {
  it('offers the four languages', () => {
    expect(TAMIL_LANGUAGE_VALUES).toEqual(['Tamil', 'Telugu', 'Saurashtra', 'Christian']);
    expect(tamilLanguageSchema.safeParse('Hindi').success).toBe(false);
  });

  it.each(TAMIL_LANGUAGE_VALUES)(
    '%s: every caste list and sub-caste list ends with Others, no duplicates',
    (language) => {
      const castes = castesFor(language);
      expect(castes.length).toBeGreaterThan(1);
      expect(castes.at(-1)).toBe('Others');
      expect(new Set(castes).size).toBe(castes.length);
      for (const caste of castes) {
        const subCastes = subCastesFor(language, caste);
        expect(subCastes.at(-1), `${language} / ${caste}`).toBe('Others');
        expect(new Set(subCastes).size, `${language} / ${caste}`).toBe(subCastes.length);
      }
    },
  );

  it('filters castes by language and sub-castes by caste', () => {
    expect(castesFor('Tamil')).toEqual(expect.arrayContaining(['Mudaliar', 'Pillai', 'Nadar', 'Brahmin']));
    expect(castesFor('Telugu')).toEqual(expect.arrayContaining(['Naidu', 'Reddy', 'Chettiar / Komati']));
    expect(castesFor('Christian')).toEqual(expect.arrayContaining(['Roman Catholic', 'CSI', 'Pentecostal']));
    expect(castesFor('Telugu')).not.toContain('Pillai');
    expect(subCastesFor('Tamil', 'Mudaliar')).toEqual(expect.arrayContaining(['Senguntha', 'Agamudayar']));
    expect(subCastesFor('Tamil', 'Brahmin')).toEqual(expect.arrayContaining(['Iyer', 'Iyengar']));
    expect(subCastesFor('Tamil', 'Thevar / Mukkulathor')).toEqual([
      'Kallar',
      'Maravar',
      'Agamudayar',
      'Others',
    ]);
    expect(subCastesFor('Tamil', 'Others')).toEqual(['Others']);
  });

  it('answers an empty list for what is not listed', () => {
    expect(castesFor('Hindi')).toEqual([]);
    expect(castesFor(undefined)).toEqual([]);
    expect(subCastesFor('Telugu', 'Pillai')).toEqual([]);
    expect(subCastesFor('Tamil', null)).toEqual([]);
  });

  it('lists every caste once for the search filter', () => {
    const all = Object.values(TAMIL_CASTES).flatMap((castes) => castes.map((caste) => caste.value));
    expect(new Set(TAMIL_CASTE_VALUES)).toEqual(new Set(all));
    expect(new Set(TAMIL_CASTE_VALUES).size).toBe(TAMIL_CASTE_VALUES.length);
  });
});
