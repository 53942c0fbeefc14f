import {
  ANNUAL_INCOME_VALUES,
  BODY_TYPE_VALUES,
  COMPLEXION_VALUES,
  COUNTRY_VALUES,
  EDUCATION_VALUES,
  FAMILY_STATUS_VALUES,
  FOOD_HABIT_VALUES,
  GENDER_VALUES,
  MARITAL_STATUS_VALUES,
  MERIDIEM_VALUES,
  MONTH_VALUES,
  PHYSICAL_STATUS_VALUES,
  PROFESSION_VALUES,
  PROFILE_STATUSES,
  RAASIS,
  STARS,
  STATE_VALUES,
  TAMIL_CASTE_VALUES,
  TAMIL_LANGUAGE_VALUES,
  TAMIL_SUB_CASTE_VALUES,
  VALIDATION_MESSAGES,
  VARMALA_COMMUNITY_VALUES,
} from '@varmala/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { ta } from './index';

// The option labels as the app holds them: the common lists and the Tamil site's castes together.
const { options } = ta;

/** Every text of a catalogue by its path ('profile.steps.basic', 'legal.terms.sections.0.heading'). */
function textsOf(node: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) textsOf(child, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, node);
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] as string).sort();
}

/** Names that stay as they are in every language. */
const KEPT_AS_IS = ['Varmala', 'Tamilmala', 'WhatsApp', 'Android', 'PDF', 'PNG', 'JPEG', 'GIF', 'Word'];

/** Whether a text copied unchanged from English is fine: nothing left but names, numbers and marks. */
function mayStayEnglish(text: string): boolean {
  const rest = KEPT_AS_IS.reduce((left, name) => left.replaceAll(name, ''), text.replace(/{{[^}]*}}/g, ''));
  return !/[A-Za-z]/.test(rest);
}

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

const { options: catalogueOptions, ...catalogue } = ta;
const english = textsOf(en);
const tamil = textsOf(catalogue);

describe('the Tamil catalogue', () => {
  it('has exactly the keys of the English one, plural forms and legal paragraphs included', () => {
    expect(catalogueOptions).toBe(options);
    expect([...tamil.keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(ta.validation).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
    // Tamil plurals are `one` and `other`, as in English.
    expect(new Intl.PluralRules('ta').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
  });

  it('keeps every placeholder of each English text, and adds none', () => {
    const differing = [...english].flatMap(([path, text]) => {
      const translated = tamil.get(path);
      if (typeof text !== 'string' || typeof translated !== 'string') return [path];
      return placeholders(text).join() === placeholders(translated).join() ? [] : [path];
    });
    expect(differing).toEqual([]);
  });

  it('leaves no text empty', () => {
    const empty = [...tamil].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('copies no English text unchanged, except names such as Varmala and WhatsApp', () => {
    const copied = [...tamil].filter(
      ([path, text]) => text === english.get(path) && !mayStayEnglish(text as string),
    );
    expect(copied.map(([path]) => path)).toEqual([]);
  });

  it('writes Western digits, never Tamil ones', () => {
    const all = [...tamil.values(), ...Object.values(options).flatMap((labels) => Object.values(labels))];
    expect(all.filter((text) => /[\u0BE6-\u0BFA]/.test(String(text)))).toEqual([]);
  });

  it('is found by i18next, plural forms and option labels included', () => {
    const instance = i18next.createInstance();
    instance.init({
      lng: 'ta',
      resources: { ta: { translation: ta } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const t = instance.t as unknown as (key: string, options?: Record<string, unknown>) => string;
    expect(t('search.resultCount', { count: 1 })).toBe('1 சுயவிவரம் கிடைத்தது');
    expect(t('search.resultCount', { count: 3 })).toBe('3 சுயவிவரங்கள் கிடைத்தன');
    expect(t('options.community.Thevar / Mukkulathor')).toBe(ta.options.community['Thevar / Mukkulathor']);
    expect(t('options.subCaste.24 Manai Telugu Chettiar')).toBe(
      ta.options.subCaste['24 Manai Telugu Chettiar'],
    );
    expect(t('options.month.3')).toBe('மார்ச்');
    expect(t('options.shortMonth.1')).toBe('ஜன.');
  });
});

describe('the Tamil option labels', () => {
  const lists: [string, Readonly<Record<string, string>>, readonly (string | number)[]][] = [
    ['gender', options.gender, GENDER_VALUES],
    ['country', options.country, COUNTRY_VALUES],
    ['state', options.state, STATE_VALUES],
    ['maritalStatus', options.maritalStatus, MARITAL_STATUS_VALUES],
    ['bodyType', options.bodyType, BODY_TYPE_VALUES],
    ['physicalStatus', options.physicalStatus, PHYSICAL_STATUS_VALUES],
    ['complexion', options.complexion, COMPLEXION_VALUES],
    ['foodHabits', options.foodHabits, FOOD_HABIT_VALUES],
    ['familyStatus', options.familyStatus, FAMILY_STATUS_VALUES],
    ['education', options.education, EDUCATION_VALUES],
    ['annualIncome', options.annualIncome, ANNUAL_INCOME_VALUES],
    ['profession', options.profession, PROFESSION_VALUES],
    ['meridiem', options.meridiem, MERIDIEM_VALUES],
    ['month', options.month, MONTH_VALUES],
    ['shortMonth', options.shortMonth, MONTH_VALUES],
    ['profileStatus', options.profileStatus, PROFILE_STATUSES.map((status) => status.label)],
    ['birthStar', options.birthStar, STARS.map((star) => star.value)],
    ['raasi', options.raasi, RAASIS.map((raasi) => raasi.value)],
    ['language', options.language, TAMIL_LANGUAGE_VALUES],
    ['community', options.community, [...VARMALA_COMMUNITY_VALUES, ...TAMIL_CASTE_VALUES]],
    ['subCaste', options.subCaste, TAMIL_SUB_CASTE_VALUES],
  ];

  it.each(lists)('label every %s value of the shared lists, and nothing else', (_, labels, values) => {
    const expected = [...new Set(values.map(String))].sort();
    expect(Object.keys(labels).sort()).toEqual(expected);
    for (const value of expected) expect(labels[value]?.trim(), value).toBeTruthy();
  });

  it('are written in Tamil script', () => {
    const all = lists.flatMap(([, labels]) => Object.values(labels));
    expect(all.filter((label) => !TAMIL_LETTER.test(label))).toEqual([]);
  });

  it('write castes and sub-castes in Tamil script only, with Western digits', () => {
    const names = [...Object.values(options.community), ...Object.values(options.subCaste)];
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('name stars and raasis exactly as the shared reference list writes them in Tamil', () => {
    for (const star of STARS) expect(options.birthStar[star.value]).toBe(star.tamil);
    for (const raasi of RAASIS) expect(options.raasi[raasi.value]).toBe(raasi.tamil);
  });
});
