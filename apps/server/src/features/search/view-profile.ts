import type { ProfileView } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedPerKey } from '../../db/prepared.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { expression, recordOf, recordReader } from '../../lib/sql-record.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { interestsWithViewer } from '../access/interest-with-viewer.js';
import { itemFields, toView } from '../access/profile-rows.js';
import { REGISTERED_BY_OPERATOR } from '../access/registered-by-operator.js';
import { maySeePhotosOfOthers, VIEW_COLUMNS } from '../access/what-they-see.js';
import { assertMayLook } from '../access/who-may-look.js';
import { viewableBy } from '../access/who-sees-whom.js';

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

/** Gated details are absent for everyone, owner and admins included (docs/decisions/004-gating.md). */
export async function viewProfile(
  db: Db,
  urls: MediaUrlSigner,
  viewer: AuthUser,
  profileId: number,
): Promise<ProfileView> {
  assertMayLook(viewer);
  const [row, interests] = await Promise.all([
    findProfileView(db, viewer, profileId),
    interestsWithViewer(db, viewer, [profileId]),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'profileNotFound');
  return toView(row, urls, interests.get(profileId) ?? null);
}
