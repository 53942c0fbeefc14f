import type { FeaturedConsentResponse } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { assertMayEditProfileOf, basicDetailsMissing } from '../access/ownership.js';

/**
 * The member's say on appearing on the public home page. The operator features only profiles that
 * agreed (admin/update-featured.ts); taking the consent back takes the profile off the page at once.
 */
export async function setFeaturedConsent(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  consent: boolean,
): Promise<FeaturedConsentResponse> {
  assertMayEditProfileOf(actor, userId);
  const [row] = await deps.db
    .update(profiles)
    .set({ featuredConsent: consent, ...(consent ? {} : { isFeatured: false }), updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ featuredConsent: profiles.featuredConsent });
  if (!row) throw basicDetailsMissing();
  return { Status: 'Success', featured_consent: row.featuredConsent };
}
