import { type ErrorMessageKey, isRefusedStatus } from '@varmala/shared';
import type { App, AuthUser } from '../../app-types.js';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { type RateLimitHook, rateLimit } from '../../lib/rate-limit.js';

/**
 * An admin always; a member once their basic step is saved, unless the operator refused them (403). A
 * profile waiting for approval may look, as the spec's onboarding ends in search.
 */
export function assertMayLook(viewer: AuthUser): void {
  if (viewer.role === 'ADMIN') return;
  if (viewer.profileStatus !== null && isRefusedStatus(viewer.profileStatus)) {
    throw new AppError('PROFILE_INACTIVE', 'profileNotActive');
  }
  if (viewer.profileId === null) throw new AppError('PROFILE_INCOMPLETE', 'profileNotSaved');
}

const TOO_MANY = {
  searchPagesPerMember: 'tooManySearchPages',
  profileViewsPerMember: 'tooManyProfileViews',
  profileMatchesPerMember: 'tooManyMatches',
} satisfies Partial<Record<keyof Config['rateLimits'], ErrorMessageKey>>;

/** 429 past the limit, so nobody pages through the whole site; a member who may not look gets 403 first. */
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
