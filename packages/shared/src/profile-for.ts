/**
 * Whom a profile is for, as the sign-up form asks: often a parent, a brother or a sister registers
 * it. Kept apart from the schemas, so a page that only lists the answers loads no validation library.
 */
export const PROFILE_FOR_VALUES = ['self', 'son', 'daughter', 'brother', 'sister', 'relative'] as const;
export type ProfileFor = (typeof PROFILE_FOR_VALUES)[number];

/** The gender the answer already tells, to start the profile's basic step with. */
export function genderOfProfileFor(profileFor: ProfileFor | null | undefined): 'Male' | 'Female' | undefined {
  if (profileFor === 'son' || profileFor === 'brother') return 'Male';
  if (profileFor === 'daughter' || profileFor === 'sister') return 'Female';
  return undefined;
}

/**
 * Whether someone else (a parent, a brother or sister, a relative) registered the profile and so
 * reads what the site sends about it. Not asked (older accounts) counts as the member's own.
 */
export function isForSomeoneElse(profileFor: ProfileFor | null | undefined): boolean {
  return profileFor !== null && profileFor !== undefined && profileFor !== 'self';
}
