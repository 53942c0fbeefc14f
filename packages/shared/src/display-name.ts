import type { Domain } from './domains.js';

// The spec keeps the Tamil site's sub-caste in `surname` (the API keeps the field). A name is
// therefore named by `displayName` and a sub-caste shown by `subCasteOf`, never the field itself.

interface Named {
  name: string;
  surname: string;
}

/** The name a profile is shown under: the name alone on the Tamil site, name and surname elsewhere. */
export function displayName(profile: Named, domain: Domain): string {
  return domain === 'tamilmala' ? profile.name.trim() : `${profile.name} ${profile.surname}`.trim();
}

/** The stored sub-caste (an option value, labelled in the reader's language), on the Tamil site only. */
export function subCasteOf(profile: Pick<Named, 'surname'>, domain: Domain): string | null {
  return domain === 'tamilmala' && profile.surname.trim() ? profile.surname.trim() : null;
}
