export const DOMAINS = ['varmala', 'tamilmala'] as const;
export type Domain = (typeof DOMAINS)[number];
export const DEFAULT_DOMAIN: Domain = 'varmala';

export function isDomain(value: unknown): value is Domain {
  return typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
}
