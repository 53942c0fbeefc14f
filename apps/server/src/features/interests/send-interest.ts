import { ASK_AGAIN_AFTER_DECLINE_DAYS, type SendInterestResponse } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertNotSameFamily, sentByOf } from '../access/guardians.js';
import type { HoroscopeCaches } from '../access/horoscope-caches.js';
import { assertMetAt } from '../access/melava-attendees.js';
import { assertTemplateHolds, ownChartFor } from '../access/viewer-matches.js';
import { assertMayLook } from '../access/who-may-look.js';
import { interestRefusal, interestVisibleTo } from '../access/who-sees-whom.js';
import { recordNotice } from '../events/record-notice.js';
import { findOwnProfile, insertInterest, sendingChecks } from './queries.js';

/**
 * The sender's profile is locked, so a member's sends queue and each counts the ones before; the unique
 * index of open pairs settles two families sending at once.
 */
export async function sendInterest(
  deps: { db: Db; horoscopes: HoroscopeCaches; interestsPerDay: number },
  viewer: AuthUser,
  profileId: number,
  template: string,
  eventId?: number,
): Promise<SendInterestResponse> {
  assertMayLook(viewer);
  await assertNotSameFamily(deps.db, viewer, profileId);
  // "We met at the melava": only between two families who came to it, within its 30 days.
  if (eventId !== undefined) await assertMetAt(deps.db, viewer, eventId, profileId);
  const visible = interestVisibleTo(viewer);
  const ownId = viewer.profileId;
  if (ownId === null) {
    // Refused once the profile is known to be theirs to see.
    const [target] = await deps.db
      .select({ id: profiles.id, gender: profiles.gender })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), visible))
      .limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'profileNotFound');
    const refusal = interestRefusal(
      { role: viewer.role, profileId: null, gender: null, status: null, paused: false },
      target,
    );
    throw new AppError('FORBIDDEN', refusal ?? 'profileNotFound');
  }

  const ownChart = await ownChartFor(deps, viewer, template);
  const interestId = await deps.db.transaction(async (tx) => {
    const own = await findOwnProfile(tx, ownId, true);
    const checks = await sendingChecks(tx, ownId, profileId, visible);
    if (!checks) throw new AppError('NOT_FOUND', 'profileNotFound');
    const { target, open } = checks;
    const refusal = interestRefusal(
      {
        role: viewer.role,
        profileId: ownId,
        gender: own?.gender ?? null,
        status: own?.status ?? null,
        paused: own?.paused ?? false,
      },
      target,
    );
    if (refusal || !own) throw new AppError('FORBIDDEN', refusal ?? 'profileNotFound');
    assertTemplateHolds(deps.horoscopes, ownChart, template, target);
    if (open) {
      if (open.status === 'accepted') throw new AppError('CONFLICT', 'interestAcceptedBetween');
      throw new AppError(
        'CONFLICT',
        open.senderProfileId === own.id ? 'interestAlreadySent' : 'interestTheirsOpen',
      );
    }
    if (checks.declinedRecently)
      throw new AppError('CONFLICT', 'interestDeclinedRecently', {
        params: { days: ASK_AGAIN_AFTER_DECLINE_DAYS },
      });
    if (checks.sentToday >= deps.interestsPerDay) {
      throw new AppError('RATE_LIMITED', 'interestsPerDay', { params: { count: deps.interestsPerDay } });
    }
    const row = await insertInterest(
      tx,
      own.id,
      target.id,
      template,
      await sentByOf(tx, viewer),
      eventId ?? null,
    );
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
