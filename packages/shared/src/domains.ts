import type { Language } from './languages.js';

export const DOMAINS = ['varmala', 'tamilmala'] as const;
export type Domain = (typeof DOMAINS)[number];
export const DEFAULT_DOMAIN: Domain = 'varmala';

export function isDomain(value: unknown): value is Domain {
  return typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
}

/** Each site's name as each language writes it: the one table every mail, page and card reads. */
export const SITE_NAMES: Readonly<Record<Domain, Readonly<Record<Language, string>>>> = {
  varmala: { en: 'Varmala', mr: 'वरमाला', ta: 'வரமாலா' },
  tamilmala: { en: 'Tamilmala', mr: 'तमिळमाला', ta: 'தமிழ்மாலா' },
};

/** The site's name in the reader's language; an unknown site reads as the default one. */
export function siteName(domain: Domain | null | undefined, language: Language): string {
  return SITE_NAMES[isDomain(domain) ? domain : DEFAULT_DOMAIN][language];
}
