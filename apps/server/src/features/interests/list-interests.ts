import type { InterestBox, InterestBoxResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { toBadges } from '../access/badges.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { assertMayLook } from '../access/who-may-look.js';
import { interestVisibleTo, takesPartInInterests } from '../access/who-sees-whom.js';
import { findOwnProfile, interestBoxPage } from './queries.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Nothing is deleted: an interest hidden by a block, pause or refusal comes back when that ends. */
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
      event_name: row.eventName,
      sent_by: row.sentBy,
      sent_at: row.sentAt.toISOString(),
      answered_at: iso(row.answeredAt),
    })),
    count,
  };
}
