import { ASK_AGAIN_AFTER_DECLINE_DAYS, type SendInterestResponse } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { interestRefusal, interestVisibleTo, PROFILE_NOT_FOUND } from '../access/who-sees-whom.js';
import {
  countSentToday,
  declinedRecently,
  expireStale,
  findOpenInterest,
  findOwnProfile,
  insertInterest,
} from './queries.js';

const ALREADY_OPEN = 'You have already sent this family an interest. You will find it under Interests.';
const THEIRS_OPEN =
  'This family has already sent you an interest. You can accept it under Interests, in one tap.';
const ALREADY_ACCEPTED = 'You and this family have already accepted an interest between you.';
const DECLINED_RECENTLY = `This family has kindly declined your interest. You can send them another after ${ASK_AGAIN_AFTER_DECLINE_DAYS} days; meanwhile, many other families are waiting to hear from you.`;
const tooMany = (limit: number) =>
  `You have sent ${limit} interests in the last 24 hours, the most a day. Please send more tomorrow.`;

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
  if (!target) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);

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
    if (refusal || !own) throw new AppError('FORBIDDEN', refusal ?? PROFILE_NOT_FOUND);
    await expireStale(tx, own.id, target.id);
    const open = await findOpenInterest(tx, own.id, target.id);
    if (open) {
      if (open.status === 'accepted') throw new AppError('CONFLICT', ALREADY_ACCEPTED);
      throw new AppError('CONFLICT', open.senderProfileId === own.id ? ALREADY_OPEN : THEIRS_OPEN);
    }
    if (await declinedRecently(tx, own.id, target.id)) throw new AppError('CONFLICT', DECLINED_RECENTLY);
    if ((await countSentToday(tx, own.id)) >= deps.interestsPerDay) {
      throw new AppError('RATE_LIMITED', tooMany(deps.interestsPerDay));
    }
    const row = await insertInterest(tx, own.id, target.id, template);
    if (!row) throw new AppError('CONFLICT', THEIRS_OPEN);
    return row.id;
  });
  return { Status: 'Success', interest_id: interestId, status: 'sent' };
}
