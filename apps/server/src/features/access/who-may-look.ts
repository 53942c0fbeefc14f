import { type ErrorMessageKey, isRefusedStatus } from '@varmala/shared';
import type { App, AuthUser } from '../../app-types.js';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { type RateLimitHook, rateLimit } from '../../lib/rate-limit.js';

/**
 * The one rule of who may look at other members at all (search, view, shortlist, block, report,
 * download, match): an admin always; a member once their own basic step is saved, unless the
 * operator refused their profile (Rejected or Duplicate, or an account that starts Rejected).
 * Both answer 403. A profile waiting for approval (0, 10) may look, as the spec's onboarding
 * ends in search.
 */
export function assertMayLook(viewer: AuthUser): void {
  if (viewer.role === 'ADMIN') return;
  if (viewer.profileStatus !== null && isRefusedStatus(viewer.profileStatus)) {
    throw new AppError('PROFILE_INACTIVE', 'profileNotActive');
  }
  // Someone who has told the site nothing of themselves may not browse the families who have.
  if (viewer.profileId === null) throw new AppError('PROFILE_INCOMPLETE', 'profileNotSaved');
}

const TOO_MANY = {
  searchPagesPerMember: 'tooManySearchPages',
  profileViewsPerMember: 'tooManyProfileViews',
  profileMatchesPerMember: 'tooManyMatches',
} satisfies Partial<Record<keyof Config['rateLimits'], ErrorMessageKey>>;

/**
 * A route's preHandler that counts each look against the member's limit (429 past it), so nobody
 * pages through the whole site. A member who may not look gets the 403 first and is not counted;
 * admins are never counted.
 */
export function countLooks(
  app: App,
  rules: Config['rateLimits'],
  name: keyof typeof TOO_MANY,
): RateLimitHook {
  const limit = rateLimit(app, rules, name, (request) => String(request.requireUser().id), TOO_MANY[name]);
  return async (request) => {
    const viewer = request.requireUser();
    assertMayLook(viewer);
    if (viewer.role !== 'ADMIN') await limit(request);
  };
}
