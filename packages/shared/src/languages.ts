/** The languages the site speaks: English (the spec's texts), Marathi and Tamil. */
export const LANGUAGES = ['en', 'mr', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, in its own script: how a reader finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', mr: 'मराठी', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
