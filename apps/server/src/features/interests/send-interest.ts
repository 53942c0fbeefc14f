import { ASK_AGAIN_AFTER_DECLINE_DAYS, type SendInterestResponse } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { interestRefusal, interestVisibleTo } from '../access/who-sees-whom.js';
import { recordNotice } from '../notifications/record-notice.js';
import {
  countSentToday,
  declinedRecently,
  expireStale,
  findOpenInterest,
  findOwnProfile,
  insertInterest,
} from './queries.js';

/**
 * `POST /api/interest/{profileId}`: one polite sentence to a profile the member may see
 * (`interestVisibleTo`, else 404), if they may send it (`interestRefusal`, else 403). In one
 * transaction on the sender's locked profile: the pair's expired interest is set aside, a decline
 * in the last 90 days or an open interest either way answers 409, the day's limit 429; the unique
 * index of open pairs settles two tabs, or two families, sending at once.
 */
export async function sendInterest(
  deps: { db: Db; interestsPerDay: number },
  viewer: AuthUser,
  profileId: number,
  template: string,
): Promise<SendInterestResponse> {
  assertMayLook(viewer);
  const [target] = await deps.db
    .select({ id: profiles.id, gender: profiles.gender })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), interestVisibleTo(viewer)))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', 'profileNotFound');

  const interestId = await deps.db.transaction(async (tx) => {
    const own = viewer.profileId === null ? undefined : await findOwnProfile(tx, viewer.profileId, true);
    const refusal = interestRefusal(
      {
        role: viewer.role,
        profileId: viewer.profileId,
        gender: own?.gender ?? null,
        status: own?.status ?? null,
        paused: own?.paused ?? false,
      },
      target,
    );
    if (refusal || !own) throw new AppError('FORBIDDEN', refusal ?? 'profileNotFound');
    await expireStale(tx, own.id, target.id);
    const open = await findOpenInterest(tx, own.id, target.id);
    if (open) {
      if (open.status === 'accepted') throw new AppError('CONFLICT', 'interestAcceptedBetween');
      throw new AppError(
        'CONFLICT',
        open.senderProfileId === own.id ? 'interestAlreadySent' : 'interestTheirsOpen',
      );
    }
    if (await declinedRecently(tx, own.id, target.id))
      throw new AppError('CONFLICT', 'interestDeclinedRecently', {
        params: { days: ASK_AGAIN_AFTER_DECLINE_DAYS },
      });
    if ((await countSentToday(tx, own.id)) >= deps.interestsPerDay) {
      throw new AppError('RATE_LIMITED', 'interestsPerDay', { params: { count: deps.interestsPerDay } });
    }
    const row = await insertInterest(tx, own.id, target.id, template);
    if (!row) throw new AppError('CONFLICT', 'interestTheirsOpen');
    await recordNotice(tx, {
      kind: 'interest_received',
      to: { profileId: target.id },
      about: own.id,
      data: { interest_id: row.id },
    });
    return row.id;
  });
  return { Status: 'Success', interest_id: interestId, status: 'sent' };
}
