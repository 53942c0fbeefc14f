import type { Domain } from '../domains.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { optionSchema } from './option-schema.js';
import { castesFor, subCastesFor, TAMIL_CASTE_VALUES, TAMIL_LANGUAGE_VALUES } from './tamil-castes.js';

export const VARMALA_COMMUNITY_VALUES = ['Bhavasar Kshatriya', 'Kshatriya', 'Others'] as const;
export type VarmalaCommunity = (typeof VARMALA_COMMUNITY_VALUES)[number];
export const varmalaCommunitySchema = optionSchema(VARMALA_COMMUNITY_VALUES);

const NONE: readonly string[] = [];

/** The languages a domain asks for; the Marathi domain does not ask. */
export function languagesFor(domain: Domain): readonly string[] {
  return domain === 'tamilmala' ? TAMIL_LANGUAGE_VALUES : NONE;
}

/**
 * The communities of a domain. In the Tamil domain the community is the caste: with a language,
 * that language's castes (the profile form); without, every caste (the search filter).
 */
export function communitiesFor(domain: Domain, language?: string | null): readonly string[] {
  if (domain === 'varmala') return VARMALA_COMMUNITY_VALUES;
  return language ? castesFor(language) : TAMIL_CASTE_VALUES;
}

/** Any community of the domain (for search filters; a profile also needs communityIssues). */
export function communitySchemaFor(domain: Domain) {
  return optionSchema(communitiesFor(domain));
}

export interface CommunityChoice {
  language?: string | null;
  community?: string | null;
  surname?: string | null;
}

export interface CommunityIssue {
  path: 'language' | 'community' | 'surname';
  message: string;
}

function isListed(list: readonly string[], value: string | null | undefined): boolean {
  return !value || list.includes(value);
}

/**
 * Whether language, community and surname fit together in a domain, for a profile's superRefine.
 * Empty fields are left to their own schemas, except the Tamil-domain language, which the caste
 * depends on. In the Marathi domain the surname is a family name and is not checked against a list.
 */
export function communityIssues(domain: Domain, choice: CommunityChoice): CommunityIssue[] {
  const { language, community, surname } = choice;
  if (domain === 'varmala') {
    return isListed(VARMALA_COMMUNITY_VALUES, community)
      ? []
      : [{ path: 'community', message: M.invalidValue }];
  }
  if (!language) return [{ path: 'language', message: M.required }];
  if (!isListed(TAMIL_LANGUAGE_VALUES, language)) return [{ path: 'language', message: M.invalidValue }];
  if (!isListed(castesFor(language), community)) return [{ path: 'community', message: M.invalidValue }];
  if (!isListed(subCastesFor(language, community), surname)) {
    return [{ path: 'surname', message: M.invalidValue }];
  }
  return [];
}
