import { type ErrorMessageKey, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import { type OpenListReader, openlyListedIn } from './who-sees-whom.js';

// Each list is `openlyListedIn` and the member's own consent.

/** Taking the consent back unfeatures, and this asks it again. */
export function featuredIn(
  domain: AuthUser['domain'] | Placeholder,
  demosApart: boolean | Placeholder,
  reader: OpenListReader,
): SQL {
  return and(
    openlyListedIn(domain, demosApart, reader),
    eq(profiles.isFeatured, true),
    eq(profiles.featuredConsent, true),
  ) as SQL;
}

/** Profiles whose owners did not ask to stay off it. */
export function bornOnListIn(
  domain: AuthUser['domain'] | Placeholder,
  demosApart: boolean | Placeholder,
  reader: OpenListReader,
): SQL {
  return and(openlyListedIn(domain, demosApart, reader), eq(profiles.publicDobListing, true)) as SQL;
}

/** A profile that stops being featurable (status, consent) is unfeatured by the change itself. */
export function featuringRefusal(profile: {
  status: number;
  featuredConsent: boolean;
}): ErrorMessageKey | null {
  if (profile.status !== STATUS_APPROVED) return 'onlyApprovedFeatured';
  if (!profile.featuredConsent) return 'onlyWithConsent';
  return null;
}
