import {
  type ConfirmMarriedResponse,
  type Gender,
  isRefusedStatus,
  type MarkMarried,
  type MarkMarriedResponse,
} from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { dayInIndia } from '../../lib/india-day.js';
import { basicDetailsMissing } from '../access/ownership.js';
import { spouseNameableBy } from '../access/who-sees-whom.js';
import { recordNotice } from '../events/record-notice.js';
import { closeForMarriage } from './close-for-marriage.js';

const MARRIED = [300, 301];
const isMarried = (status: number) => MARRIED.includes(status);

async function lockOwnProfile(tx: DbOrTx, viewer: AuthUser) {
  if (viewer.profileId === null) throw basicDetailsMissing();
  const [own] = await tx
    .select({
      id: profiles.id,
      status: profiles.status,
      gender: profiles.gender,
      domain: profiles.domain,
      spouseProfileId: profiles.spouseProfileId,
    })
    .from(profiles)
    .where(eq(profiles.id, viewer.profileId))
    .for('update');
  if (!own) throw basicDetailsMissing();
  return own;
}

async function findSpouse(
  tx: DbOrTx,
  viewer: { id: number; domain: AuthUser['domain']; gender: Gender },
  spouseProfileId: number,
) {
  const [spouse] = await tx
    .select({ id: profiles.id, status: profiles.status, spouseProfileId: profiles.spouseProfileId })
    .from(profiles)
    .where(and(eq(profiles.id, spouseProfileId), spouseNameableBy(viewer)));
  return spouse;
}

/**
 * `POST /api/me/married`: the family closes its own profile. With the spouse's profile (married
 * through the site) it becomes 300 and the spouse's family is asked, on its home and by a notice,
 * to confirm; else 301. Nothing of the spouse's profile changes until they confirm themselves.
 */
export async function markMarried(
  deps: Pick<Deps, 'db' | 'authCache'>,
  viewer: AuthUser,
  request: MarkMarried,
): Promise<MarkMarriedResponse> {
  // A wedding day may not come after today in India.
  const today = dayInIndia();
  if (request.date !== undefined && request.date > today) {
    throw new AppError('VALIDATION_FAILED', 'weddingDayAhead', { fields: { date: 'invalidValue' } });
  }
  const result = await deps.db.transaction(async (tx) => {
    const own = await lockOwnProfile(tx, viewer);
    if (isMarried(own.status)) throw new AppError('CONFLICT', 'alreadyMarried');
    // A refused profile stays as the operator left it.
    if (isRefusedStatus(own.status)) throw new AppError('FORBIDDEN', 'notAllowed');
    let spouse: Awaited<ReturnType<typeof findSpouse>>;
    if (request.spouse_profile_id !== undefined) {
      if (request.spouse_profile_id === own.id) throw new AppError('NOT_FOUND', 'spouseNotFound');
      spouse = await findSpouse(
        tx,
        { id: viewer.id, domain: own.domain, gender: own.gender },
        request.spouse_profile_id,
      );
      if (!spouse) throw new AppError('NOT_FOUND', 'spouseNotFound');
    }
    const closed = await closeForMarriage(tx, own.id, {
      status: spouse ? 300 : 301,
      spouseProfileId: spouse?.id ?? null,
      marriedOn: request.date ?? today,
    });
    // The other family is asked unless it is married already (to us, or it says to someone else).
    const ask = spouse !== undefined && !isMarried(spouse.status);
    if (ask && spouse) {
      await recordNotice(tx, { kind: 'marriage_to_confirm', to: { profileId: spouse.id }, about: own.id });
    }
    return {
      Status: 'Success' as const,
      status: spouse ? (300 as const) : (301 as const),
      interests_declined: closed.declined,
      interests_withdrawn: closed.withdrawn,
      spouse_asked: ask,
    };
  });
  deps.authCache.forget(viewer.id);
  return result;
}

/**
 * `POST /api/me/married/confirm`: the family a married profile named as its spouse says yes, and
 * is married through the site too. Only a profile that named this one, and is married, may be
 * confirmed; anything else is not found.
 */
export async function confirmMarried(
  deps: Pick<Deps, 'db' | 'authCache'>,
  viewer: AuthUser,
  claimantProfileId: number,
): Promise<ConfirmMarriedResponse> {
  await deps.db.transaction(async (tx) => {
    const own = await lockOwnProfile(tx, viewer);
    const [claimant] = await tx
      .select({ id: profiles.id, marriedOn: profiles.marriedOn })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, claimantProfileId),
          eq(profiles.spouseProfileId, own.id),
          eq(profiles.status, 300),
          eq(profiles.domain, own.domain),
        ),
      );
    if (!claimant) throw new AppError('NOT_FOUND', 'marriageClaimNotFound');
    if (own.status === 300 && own.spouseProfileId === claimant.id) return;
    if (isMarried(own.status)) throw new AppError('CONFLICT', 'alreadyMarried');
    await closeForMarriage(tx, own.id, {
      status: 300,
      spouseProfileId: claimant.id,
      marriedOn: claimant.marriedOn ?? dayInIndia(),
    });
  });
  deps.authCache.forget(viewer.id);
  return { Status: 'Success', status: 300 };
}
