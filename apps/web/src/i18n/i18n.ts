import { isLanguage, type Language } from '@varmala/shared';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';

/**
 * A language's catalogue comes in parts, each its own chunk, so a page downloads the texts it shows
 * and no more: `core` for every page, the rest for the pages that name them (app/router.tsx).
 * English needs no option labels: its values are the labels.
 */
export type CataloguePart =
  | 'core'
  | 'profile'
  | 'search'
  | 'admin'
  | 'options'
  | 'castes'
  | 'legal'
  | 'horoscope'
  | 'privacy'
  | 'errors'
  | 'interests'
  | 'verification'
  | 'biodata'
  | 'notifications'
  | 'payments'
  | 'assisted'
  | 'family'
  | 'conversations'
  | 'safety'
  | 'melava'
  | 'charts';

type Loader = () => Promise<object>;

const none: Loader = async () => ({});

const LOADERS: Readonly<Record<Language, Readonly<Record<CataloguePart, Loader>>>> = {
  en: {
    core: () => import('./en/core').then((m) => m.core),
    profile: () => import('./en/profile').then((m) => ({ profile: m.profileTexts })),
    search: () => import('./en/search').then((m) => m.searchTexts),
    admin: () => import('./en/admin').then((m) => m.adminTexts),
    privacy: () => import('./en/privacy').then((m) => m.privacyTexts),
    legal: () => import('./en/legal').then((m) => ({ legal: m.legalTexts })),
    horoscope: () => import('./en/horoscope').then((m) => m.horoscopeTexts),
    errors: () => import('./en/errors').then((m) => m.errorTexts),
    interests: () => import('./en/interests').then((m) => m.interestTexts),
    verification: () => import('./en/verification').then((m) => m.verificationTexts),
    biodata: () => import('./en/biodata').then((m) => m.biodataTexts),
    notifications: () => import('./en/notifications').then((m) => m.notificationTexts),
    payments: () => import('./en/payments').then((m) => m.paymentTexts),
    assisted: () => import('./en/assisted').then((m) => m.assistedTexts),
    family: () => import('./en/family').then((m) => m.familyTexts),
    conversations: () => import('./en/conversations').then((m) => m.conversationTexts),
    safety: () => import('./en/safety').then((m) => m.safetyTexts),
    melava: () => import('./en/melava').then((m) => m.melavaTexts),
    charts: () => import('./en/charts').then((m) => m.chartTexts),
    options: none,
    castes: none,
  },
  mr: {
    core: () => import('./mr/core').then((m) => m.core),
    profile: () => import('./mr/profile').then((m) => ({ profile: m.profileTexts })),
    search: () => import('./mr/search').then((m) => m.searchTexts),
    admin: () => import('./mr/admin').then((m) => m.adminTexts),
    privacy: () => import('./mr/privacy').then((m) => m.privacyTexts),
    legal: () => import('./mr/legal').then((m) => ({ legal: m.legalTexts })),
    horoscope: () => import('./mr/horoscope').then((m) => m.horoscopeTexts),
    errors: () => import('./mr/errors').then((m) => m.errorTexts),
    interests: () => import('./mr/interests').then((m) => m.interestTexts),
    verification: () => import('./mr/verification').then((m) => m.verificationTexts),
    biodata: () => import('./mr/biodata').then((m) => m.biodataTexts),
    notifications: () => import('./mr/notifications').then((m) => m.notificationTexts),
    payments: () => import('./mr/payments').then((m) => m.paymentTexts),
    assisted: () => import('./mr/assisted').then((m) => m.assistedTexts),
    family: () => import('./mr/family').then((m) => m.familyTexts),
    conversations: () => import('./mr/conversations').then((m) => m.conversationTexts),
    safety: () => import('./mr/safety').then((m) => m.safetyTexts),
    melava: () => import('./mr/melava').then((m) => m.melavaTexts),
    charts: () => import('./mr/charts').then((m) => m.chartTexts),
    options: () => import('./mr/options').then((m) => ({ options: m.optionLabels })),
    castes: () => import('./mr/castes').then((m) => ({ options: m.casteLabels })),
  },
  ta: {
    core: () => import('./ta/core').then((m) => m.core),
    profile: () => import('./ta/profile').then((m) => ({ profile: m.taProfile })),
    search: () => import('./ta/search').then((m) => m.taSearch),
    admin: () => import('./ta/admin').then((m) => m.taAdmin),
    privacy: () => import('./ta/privacy').then((m) => m.taPrivacy),
    legal: () => import('./ta/legal').then((m) => ({ legal: m.taLegal })),
    horoscope: () => import('./ta/horoscope').then((m) => m.taHoroscope),
    errors: () => import('./ta/errors').then((m) => m.taErrors),
    interests: () => import('./ta/interests').then((m) => m.taInterests),
    verification: () => import('./ta/verification').then((m) => m.taVerification),
    biodata: () => import('./ta/biodata').then((m) => m.taBiodata),
    notifications: () => import('./ta/notifications').then((m) => m.taNotifications),
    payments: () => import('./ta/payments').then((m) => m.taPayments),
    assisted: () => import('./ta/assisted').then((m) => m.taAssisted),
    family: () => import('./ta/family').then((m) => m.taFamily),
    conversations: () => import('./ta/conversations').then((m) => m.taConversations),
    safety: () => import('./ta/safety').then((m) => m.taSafety),
    melava: () => import('./ta/melava').then((m) => m.melavaTexts),
    charts: () => import('./ta/charts').then((m) => m.taCharts),
    options: () => import('./ta/options').then((m) => ({ options: m.taOptions })),
    castes: () => import('./ta/castes').then((m) => ({ options: m.taCastes })),
  },
};

/** Where the device remembers the reader's choice; a cookie, so the server's page names it too. */
const COOKIE = 'lang';

export function chosenOnDevice(): Language | undefined {
  const chosen = Cookies.get(COOKIE);
  return isLanguage(chosen) ? chosen : undefined;
}

/** The reader's choice on this device, else the first of the browser's languages we speak, else English. */
export function initialLanguage(): Language {
  const chosen = chosenOnDevice();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const loaded: Record<Language, Map<CataloguePart, Promise<void>>> = {
  en: new Map(),
  mr: new Map(),
  ta: new Map(),
};

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  let loading = loaded[language].get(part);
  if (!loading) {
    loading = LOADERS[language][part]().then((texts) => {
      i18next.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A part that failed to arrive (a dropped connection) is asked for again next time.
    loading.catch(() => loaded[language].delete(part));
    loaded[language].set(part, loading);
  }
  return loading;
}

let markStarted: () => void;
/** i18next has its language: the router asks for a page's texts as it starts, which may be earlier. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** The parts of the current language a page needs, before it shows. */
export async function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  await started;
  const language = isLanguage(i18next.language) ? i18next.language : 'en';
  await Promise.all(parts.map((part) => loadPart(language, part)));
}

/**
 * Switches the whole page to `language` once the parts the page has loaded so far have arrived in
 * it, so nothing shows half in one language; the device remembers the choice for a year.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const current = isLanguage(i18next.language) ? i18next.language : 'en';
  await Promise.all([...loaded[current].keys()].map((part) => loadPart(language, part)));
  Cookies.set(COOKIE, language, { path: '/', expires: 365, sameSite: 'lax' });
  await i18next.changeLanguage(language);
}

/** The language the page is shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Starts i18next in the reader's language with the texts every page needs. */
export async function startI18n(): Promise<void> {
  await startIn(initialLanguage());
  document.documentElement.lang = i18next.language;
}

/**
 * The build's prerendering: the page's texts in `language`, the page rendered next being in it.
 * Not through changeLanguage(), which remembers the choice in a cookie.
 */
export async function prerenderIn(language: Language, parts: readonly CataloguePart[]): Promise<void> {
  if (!i18next.isInitialized) await startIn(language);
  await Promise.all(['core' as const, ...parts].map((part) => loadPart(language, part)));
  await i18next.changeLanguage(language);
}

let missed = 0;

/**
 * How many times a text was asked for that the catalogue did not hold: a part that arrives after such
 * a miss must draw the page again, one that arrives after none has nothing on the page to change.
 */
export function textsMissed(): number {
  return missed;
}

async function startIn(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    // Every catalogue has every key (each language's test checks it): nothing falls back to English.
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // A part that arrives later re-renders what uses it (use-translation.tsx: when a text was missed).
    react: { bindI18nStore: 'added' },
    saveMissing: true,
    missingKeyHandler: () => {
      missed += 1;
    },
    initAsync: false,
  });
  markStarted();
  await loadCatalogueParts(['core']);
}

export { i18next };
