import type { ProfileView } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import { toView } from './profile-item.js';
import { findProfileView } from './queries.js';
import type { SearchContext } from './search-context.js';
import { assertMayLook, maySeePhotosOfOthers } from './visibility.js';

/** Whether the profile exists or not, a viewer who may not see it gets the same answer. */
export const PROFILE_NOT_FOUND = 'This profile is not available.';

/**
 * `GET /api/profile/view/{profileId}`. Gated details are absent for everyone, the owner and admins
 * included: they read them on the profile's edit steps (docs/decisions/004-gating.md).
 */
export async function viewProfile(
  ctx: SearchContext,
  viewer: AuthUser,
  profileId: number,
): Promise<ProfileView> {
  assertMayLook(viewer);
  const row = await findProfileView(ctx.db, viewer, profileId, maySeePhotosOfOthers(viewer));
  if (!row) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return toView(row, ctx.urls);
}
