import {
  ANNUAL_INCOME_VALUES,
  BODY_TYPE_VALUES,
  basicSection,
  COMPLEXION_VALUES,
  COUNTRY_VALUES,
  DOMAINS,
  EDUCATION_VALUES,
  FAMILY_STATUS_VALUES,
  type FieldDeclaration,
  FOOD_HABIT_VALUES,
  familySection,
  GENDER_VALUES,
  horoscopeSection,
  MARITAL_STATUS_VALUES,
  MERIDIEM_VALUES,
  MONTH_VALUES,
  PHYSICAL_STATUS_VALUES,
  PROFESSION_VALUES,
  PROFILE_STATUSES,
  personalSection,
  RAASIS,
  SITE_NAMES,
  STARS,
  STATE_VALUES,
  siteName,
  TAMIL_CASTE_VALUES,
  TAMIL_LANGUAGE_VALUES,
  TAMIL_SUB_CASTE_VALUES,
  VALIDATION_MESSAGES,
  VARMALA_COMMUNITY_VALUES,
  workSection,
} from '@varmala/shared';
import i18next, { type ParseKeys } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Translation } from './catalogue';
import { en } from './en';
import { mr } from './mr';
import { ta } from './ta';

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

/** Names that stay as they are in every language; the site's own name is written in each script. */
const KEPT_AS_IS = ['WhatsApp', 'Android', 'PDF', 'PNG', 'JPEG', 'GIF', 'Word'];

/** Whether a text copied unchanged from English is fine: nothing left but names, numbers and marks. */
function mayStayEnglish(text: string): boolean {
  const rest = KEPT_AS_IS.reduce((left, name) => left.replaceAll(name, ''), text.replace(/{{[^}]*}}/g, ''));
  return !/[A-Za-z]/.test(rest);
}

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

interface Language {
  code: 'mr' | 'ta';
  name: string;
  catalogue: Translation;
  /** Letters of the language's own script, and of the other one, which must never slip in. */
  script: RegExp;
  otherScript: RegExp;
  /** The language's own digits: the site writes Western digits, as families type them. */
  ownDigits: RegExp;
  /** How the shared reference list writes stars and raasis in this language. */
  reference: 'marathi' | 'tamil';
  /** Texts as a reader should see them, through i18next. */
  samples: [key: string, values: Record<string, unknown> | undefined, text: string][];
}

const LANGUAGES: Language[] = [
  {
    code: 'mr',
    name: 'Marathi',
    catalogue: mr,
    script: DEVANAGARI,
    otherScript: TAMIL,
    ownDigits: /[०-९]/,
    reference: 'marathi',
    samples: [
      ['search.resultCount', { count: 1 }, '1 स्थळ सापडले'],
      ['search.resultCount', { count: 3 }, '3 स्थळे सापडली'],
      ['options.month.3', undefined, 'मार्च'],
      ['options.shortMonth.9', undefined, 'सप्टें.'],
      // Words a Marathi family used in place of the first ones.
      ['profileView.shortlist', undefined, 'पसंतीच्या यादीत जोडा'],
      ['options.bodyType.Fat', undefined, 'भरलेली'],
      ['conversations.unread', { count: 1 }, '1 न वाचलेला संदेश'],
      ['conversations.unread', { count: 4 }, '4 न वाचलेले संदेश'],
      ['thread.sentByName', { name: 'आशा' }, 'आशा यांनी पाठवला'],
      ['options.foodHabits.Eggetarian', undefined, 'अंडी खाणारे'],
      ['footer.copyright', { year: 2026, site: 'वरमाला' }, '© 2026 वरमाला. आपल्या समाजांसाठी वधू-वर सूचक मंडळ.'],
      [
        'footer.copyright',
        { year: 2026, site: 'तमिळमाला' },
        '© 2026 तमिळमाला. आपल्या समाजांसाठी वधू-वर सूचक मंडळ.',
      ],
    ],
  },
  {
    code: 'ta',
    name: 'Tamil',
    catalogue: ta,
    script: TAMIL,
    otherScript: DEVANAGARI,
    ownDigits: /[\u0BE6-\u0BFA]/,
    reference: 'tamil',
    samples: [
      ['search.resultCount', { count: 1 }, '1 சுயவிவரம் கிடைத்தது'],
      ['search.resultCount', { count: 3 }, '3 சுயவிவரங்கள் கிடைத்தன'],
      ['options.month.3', undefined, 'மார்ச்'],
      ['options.shortMonth.1', undefined, 'ஜன.'],
      // Words a Tamil family used in place of the first ones.
      ['privacy.block.button', undefined, 'தடை செய்'],
      ['conversations.unread', { count: 1 }, 'படிக்காத 1 செய்தி'],
      ['conversations.unread', { count: 4 }, 'படிக்காத 4 செய்திகள்'],
      ['thread.composer.send', undefined, 'அனுப்பு'],
      ['profile.basic.communityGroup', undefined, 'சமூகப் பிரிவு'],
      [
        'footer.copyright',
        { year: 2026, site: 'தமிழ்மாலா' },
        '© 2026 தமிழ்மாலா. நம் சமூகங்களுக்கான திருமணத் தகவல் சேவை.',
      ],
      ['app.pageTitle', { page: 'உள்நுழைவு', site: 'தமிழ்மாலா' }, 'உள்நுழைவு - தமிழ்மாலா'],
    ],
  },
];

const english = textsOf(en);

describe.each(LANGUAGES)('the $name catalogue', (language) => {
  const { options, ...catalogue } = language.catalogue;
  const texts = textsOf(catalogue);
  const labels = Object.values(options).flatMap((list) => Object.values(list as Record<string, string>));

  it('has exactly the keys of the English one, plural forms and legal paragraphs included', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(language.catalogue.validation).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES).sort(),
    );
    // Its plurals are `one` and `other`, as in English.
    const plurals = new Intl.PluralRules(language.code).resolvedOptions().pluralCategories;
    expect([...plurals].sort()).toEqual(['one', 'other']);
  });

  it("writes the site's name in its own script, never as Varmala or Tamilmala", () => {
    const named = [...texts].filter(([, text]) => /Varmala|Tamilmala/.test(String(text)));
    expect(named.map(([path]) => path)).toEqual([]);
    expect(catalogue.domains.varmala).toMatch(language.script);
    expect(catalogue.domains.tamilmala).toMatch(language.script);
  });

  it('keeps every placeholder of each English text, and adds none', () => {
    const differing = [...english].flatMap(([path, text]) => {
      const translated = texts.get(path);
      if (typeof text !== 'string' || typeof translated !== 'string') return [path];
      return placeholders(text).join() === placeholders(translated).join() ? [] : [path];
    });
    expect(differing).toEqual([]);
  });

  it('leaves no text empty', () => {
    const empty = [...texts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('copies no English text unchanged, except names such as Varmala and WhatsApp', () => {
    const copied = [...texts].filter(
      ([path, text]) => text === english.get(path) && !mayStayEnglish(text as string),
    );
    expect(copied.map(([path]) => path)).toEqual([]);
  });

  it("never slips a letter of the other language's script in, and writes Western digits", () => {
    const all = [...texts.values(), ...labels].map(String);
    expect(all.filter((text) => language.otherScript.test(text))).toEqual([]);
    expect(all.filter((text) => language.ownDigits.test(text))).toEqual([]);
  });

  it('is found by i18next, plural forms and option labels included', () => {
    const instance = i18next.createInstance();
    instance.init({
      lng: language.code,
      resources: { [language.code]: { translation: language.catalogue } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    // The samples' keys are plain strings: each is taken as a key, and a missing one answers itself and fails.
    const t = (key: string, values?: Record<string, unknown>): unknown =>
      instance.t(key as ParseKeys, values);
    for (const [key, values, text] of language.samples) expect(t(key, values)).toBe(text);
    expect(t('options.community.Thevar / Mukkulathor')).toBe(options.community['Thevar / Mukkulathor']);
    expect(t('options.subCaste.24 Manai Telugu Chettiar')).toBe(options.subCaste['24 Manai Telugu Chettiar']);
  });

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

  it('has the label, hint and option labels of every field the profile sections declare', () => {
    for (const section of [basicSection, personalSection, workSection, familySection, horoscopeSection]) {
      for (const [name, field] of Object.entries(section.fields) as [string, FieldDeclaration][]) {
        const keys = [field.label, 'hint' in field.control ? field.control.hint : undefined, field.group];
        for (const key of keys.filter((key): key is string => Boolean(key))) {
          for (const site of DOMAINS) {
            const text = texts.get(key.replace('{site}', site));
            expect(typeof text === 'string' && text.trim(), `${name}: ${key}`).toBeTruthy();
          }
        }
        if (field.control.kind === 'choice') {
          const labelled: Record<string, string> | undefined = Object(options)[field.control.labels];
          for (const value of field.control.values)
            expect(labelled?.[String(value)], `${name}: ${value}`).toBeTruthy();
        }
      }
    }
  });

  it.each(lists)('labels every %s value of the shared lists, and nothing else', (_, labelled, values) => {
    const expected = [...new Set(values.map(String))].sort();
    const gendered = /_(female|male)$/;
    expect(
      Object.keys(labelled)
        .filter((key) => !gendered.test(key))
        .sort(),
    ).toEqual(expected);
    // A bride's or a groom's form only of a value of the list.
    for (const key of Object.keys(labelled).filter((key) => gendered.test(key))) {
      expect(expected).toContain(key.replace(gendered, ''));
    }
    for (const value of expected) expect(labelled[value]?.trim(), value).toBeTruthy();
  });

  it('writes every option label in its own script; only an abbreviation in brackets stays Latin', () => {
    const outsideBrackets = (label: string) => label.replace(/\([A-Za-z.]+\)/g, '');
    expect(
      labels.filter((label) => !language.script.test(label) || /[A-Za-z]/.test(outsideBrackets(label))),
    ).toEqual([]);
    const names = [...Object.values(options.community), ...Object.values(options.subCaste)];
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('names stars and raasis exactly as the shared reference list writes them', () => {
    for (const star of STARS) expect(options.birthStar[star.value]).toBe(star[language.reference]);
    for (const raasi of RAASIS) expect(options.raasi[raasi.value]).toBe(raasi[language.reference]);
  });
});

describe("the site's name in the catalogues", () => {
  const catalogues = { en, mr, ta } as const;
  const allNames = DOMAINS.flatMap((domain) => Object.values(SITE_NAMES[domain]));

  it('is written out only as the sites’ own labels: every other text takes the reader’s site as {{site}}', () => {
    for (const [code, catalogue] of Object.entries(catalogues)) {
      const named = [...textsOf(catalogue)].filter(
        ([path, text]) =>
          !path.startsWith('domains.') && allNames.some((name) => String(text).includes(name)),
      );
      expect(named.map(([path]) => `${code} ${path}`)).toEqual([]);
    }
  });

  it("labels each site as packages/shared's one table names it", () => {
    for (const [code, catalogue] of Object.entries(catalogues) as [keyof typeof catalogues, Translation][]) {
      for (const domain of DOMAINS) expect(catalogue.domains[domain], code).toBe(siteName(domain, code));
    }
  });

  it.each(DOMAINS)(
    'fills the terms and the privacy policy of %s with its own name in each language',
    (domain) => {
      const others = DOMAINS.filter((other) => other !== domain).flatMap((other) =>
        Object.values(SITE_NAMES[other]),
      );
      for (const [code, catalogue] of Object.entries(catalogues) as [
        keyof typeof catalogues,
        Translation,
      ][]) {
        const instance = i18next.createInstance();
        instance.init({
          lng: code,
          resources: { [code]: { translation: catalogue } },
          interpolation: { escapeValue: false },
          initAsync: false,
        });
        // A document's whole object (returnObjects) under a key built from a list.
        const t = (key: string, values: Record<string, unknown>): unknown =>
          instance.t(key as ParseKeys, values);
        const site = siteName(domain, code);
        for (const document of ['terms', 'privacy']) {
          const text = JSON.stringify(t(`legal.${document}`, { returnObjects: true, site }));
          expect(text, `${code} ${document}`).toContain(site);
          expect(text).not.toContain('{{');
          for (const other of others) expect(text, `${code} ${document}`).not.toContain(other);
        }
      }
    },
  );
});
