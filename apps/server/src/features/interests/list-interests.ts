import type { InterestBox, InterestBoxResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { assertMayLook } from '../access/who-may-look.js';
import { interestVisibleTo, takesPartInInterests } from '../access/who-sees-whom.js';
import { toBadges } from '../verification/badges.js';
import { findOwnProfile, interestBoxPage } from './queries.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * `GET /api/interests/{box}/{page}`: received (withdrawn ones left out), sent, or accepted either
 * way; newest first, 20 a page. An interest shows only while the other profile is there for the
 * member (a block either way, a pause, a refusal or an erasure takes it out) and while the
 * member's own profile is Approved and not paused; nothing is deleted, so an unpause or an unblock
 * brings it back.
 */
export async function listInterests(
  db: Db,
  urls: MediaUrlSigner,
  viewer: AuthUser,
  box: InterestBox,
  page: number,
): Promise<InterestBoxResponse> {
  assertMayLook(viewer);
  const own = viewer.profileId === null ? undefined : await findOwnProfile(db, viewer.profileId);
  if (!own || !takesPartInInterests(own)) return { rows: [], count: 0 };
  const { rows, count } = await interestBoxPage(
    db,
    box,
    own.id,
    interestVisibleTo(viewer),
    { viewer: { id: viewer.id, profileId: own.id }, allowed: maySeePhotosOfOthers(viewer) },
    page,
  );
  return {
    rows: rows.map((row) => ({
      interest_id: row.id,
      profile_id: row.profileId,
      mid: row.mid,
      name: row.name,
      age: row.age,
      city: row.city,
      photo: row.photos[0] ? urls.urlFor(row.photos[0].shortKey) : null,
      badges: toBadges(row.badges),
      direction: row.senderProfileId === own.id ? 'sent' : 'received',
      status: row.status,
      template: row.template,
      answer_template: row.declineTemplate,
      sent_at: row.sentAt.toISOString(),
      answered_at: iso(row.answeredAt),
    })),
    count,
  };
}
