import type { ProfileView } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { photosByProfile, toView } from './profile-item.js';
import { findProfileView, photoRowsOf } from './queries.js';
import type { SearchContext } from './search-context.js';
import { maySeePhotosOfOthers, visibleTo } from './visibility.js';

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
  const row = await findProfileView(ctx.db, and(eq(profiles.id, profileId), visibleTo(viewer)), viewer.id);
  if (!row) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  const showPhotos = await maySeePhotosOfOthers(ctx.db, viewer);
  const photos = showPhotos ? photosByProfile(await photoRowsOf(ctx.db, [row.id]), ctx.urls) : new Map();
  return toView(row, photos.get(row.id) ?? []);
}
