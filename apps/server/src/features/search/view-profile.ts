import type { ProfileView } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedPerKey } from '../../db/prepared.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { maySeePhotosOfOthers, VIEW_COLUMNS } from '../access/what-they-see.js';
import { assertMayLook } from '../access/who-may-look.js';
import { viewableBy } from '../access/who-sees-whom.js';
import { REGISTERED_BY_OPERATOR } from '../assisted/registered-by-operator.js';
import { latestInterestBetween } from '../interests/queries.js';
import { expression, recordOf, recordReader } from '../search-speed/record.js';
import { itemFields, toView } from './profile-item.js';

/** The view statement of a member and of an admin, prepared once each. */
const viewStatement = preparedPerKey((db, role: 'member' | 'admin') => {
  const viewerId = sql.placeholder('viewerId');
  const admin = role === 'admin';
  const viewer = { id: viewerId, profileId: sql.placeholder('viewerProfileId') };
  const fields = {
    ...itemFields(viewer, { photos: sql.placeholder('photos'), admin }),
    ...VIEW_COLUMNS,
    registeredByOperator: expression(REGISTERED_BY_OPERATOR, 'boolean'),
  };
  return {
    read: recordReader(fields),
    statement: db
      .select({ profile: recordOf(fields) })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, sql.placeholder('profileId')),
          viewableBy({
            role: admin ? 'ADMIN' : 'USER',
            id: viewerId,
            domain: sql.placeholder('domain'),
            demo: sql.placeholder('demo'),
            demosApart: sql.placeholder('demosApart'),
          }),
        ),
      )
      .limit(1)
      .prepare(`profile_view_${role}`),
  };
});

async function findProfileView(db: Db, viewer: AuthUser, profileId: number) {
  const role = viewer.role === 'ADMIN' ? 'admin' : 'member';
  const { statement, read } = viewStatement(db, role);
  const [row] = await statement.execute({
    profileId,
    viewerId: viewer.id,
    viewerProfileId: viewer.profileId,
    domain: viewer.domain,
    demo: viewer.demo,
    demosApart: viewer.demosApart,
    photos: maySeePhotosOfOthers(viewer),
  });
  return row && read(row.profile);
}
export type ViewRow = NonNullable<Awaited<ReturnType<typeof findProfileView>>>;

/**
 * `GET /api/profile/view/{profileId}`. Gated details are absent for everyone, the owner and admins
 * included: they read them on the profile's edit steps (docs/decisions/004-gating.md). It says
 * which rule gives its mobiles, and the latest interest between the two.
 */
export async function viewProfile(
  db: Db,
  urls: MediaUrlSigner,
  viewer: AuthUser,
  profileId: number,
): Promise<ProfileView> {
  assertMayLook(viewer);
  const [row, interest] = await Promise.all([
    findProfileView(db, viewer, profileId),
    viewer.profileId === null || viewer.profileId === profileId
      ? Promise.resolve(undefined)
      : latestInterestBetween(db, viewer.profileId, profileId),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'profileNotFound');
  return toView(
    row,
    urls,
    interest
      ? {
          interest_id: interest.id,
          direction: interest.senderProfileId === viewer.profileId ? 'sent' : 'received',
          status: interest.status,
        }
      : null,
  );
}
