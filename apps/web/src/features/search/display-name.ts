import type { Domain } from '@varmala/shared';

/**
 * The name a profile is shown under. In the Tamil domain the surname field holds the sub-caste,
 * which is shown as a detail rather than as part of the name.
 */
export function displayName(profile: { name: string; surname: string }, domain: Domain): string {
  return domain === 'tamilmala' ? profile.name : `${profile.name} ${profile.surname}`.trim();
}
