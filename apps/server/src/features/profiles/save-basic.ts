import {
  type BasicValues,
  basicSection,
  communityIssues,
  fieldMessageKey,
  type SaveBasicResponse,
} from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { siteUrl } from '../../config.js';
import { profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../access/account-queries.js';
import { refreshBadgeMask } from '../access/badges.js';
import { refreshMarsHouses } from '../access/mars-houses.js';
import { assertMayEditProfileOf } from '../access/ownership.js';
import {
  findProfileByUserId,
  lockAccount,
  midPrefix,
  nextMemberNumber,
  withStep,
} from '../access/profile-queries.js';
import { noteRejectedForNumber, REJECTED_FOR_NUMBER, rejectsForNumber } from '../access/refused-mobiles.js';
import { changesToReview } from '../access/review-after-approval.js';
import { prepareVerificationLink, sendVerificationMail } from './email-verification.js';

/** Every one given by a save. */
type BasicColumns = Required<
  Pick<
    typeof profiles.$inferInsert,
    | 'name'
    | 'surname'
    | 'community'
    | 'gothram'
    | 'language'
    | 'gender'
    | 'dateOfBirth'
    | 'mobiles'
    | 'email'
    | 'address'
    | 'city'
    | 'pincode'
    | 'state'
    | 'country'
  >
>;

/**
 * Step 1. The member id is MM for grooms, MF for brides, from one sequence; a later change of gender
 * keeps the number. Of an Approved profile, new name, surname, birth date or gender wait for review.
 */
export async function saveBasic(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  input: BasicValues,
): Promise<SaveBasicResponse> {
  assertMayEditProfileOf(actor, userId);
  const account = await findUserById(deps.db, userId);
  if (!account) throw new AppError('NOT_FOUND', 'memberNotFound');

  const issues = communityIssues(account.domain, input);
  if (issues.length > 0) {
    const fields = Object.fromEntries(issues.map((issue) => [issue.path, fieldMessageKey(issue.message)]));
    throw new AppError('VALIDATION_FAILED', fieldMessageKey(issues[0]?.message), { fields });
  }

  // The same address typed twice in another case needs no second link.
  const fields = basicSection.toColumns({
    ...input,
    email: input.email?.toLowerCase() ?? null,
  }) as BasicColumns;

  const { saved, link } = await deps.db.transaction(async (tx) => {
    // Two first saves (two tabs) make one profile.
    await lockAccount(tx, userId);
    const existing = await findProfileByUserId(tx, userId, true);
    const emailChanged = fields.email !== null && fields.email !== existing?.email;
    const rejected = await rejectsForNumber(tx, deps.refusedMobiles, {
      refusedAtSignup: account.refusedAtSignup,
      before: existing,
      mobiles: fields.mobiles,
    });
    let saved: { id: number; mid: string };
    if (!existing) {
      const mid = `${midPrefix(input.gender)}${await nextMemberNumber(tx)}`;
      // A profile its family added had its id drawn when it was added.
      const [reserved] = await tx
        .select({ id: users.reservedProfileId })
        .from(users)
        .where(eq(users.id, userId));
      const [row] = await tx
        .insert(profiles)
        .overridingSystemValue()
        .values({
          ...(reserved?.id ? { id: reserved.id } : {}),
          ...fields,
          userId,
          mid,
          domain: account.domain,
          completedSteps: ['basic'],
          ...(rejected ? REJECTED_FOR_NUMBER : {}),
        })
        .returning({ id: profiles.id, mid: profiles.mid });
      if (!row) throw new Error('profile insert returned nothing');
      saved = row;
    } else {
      const waiting = changesToReview(actor, existing, input);
      const reviewed = waiting
        ? {
            name: existing.name,
            surname: existing.surname,
            gender: existing.gender,
            dateOfBirth: existing.dateOfBirth,
          }
        : {};
      const gender = waiting ? existing.gender : input.gender;
      const mid = existing.gender === gender ? existing.mid : midPrefix(gender) + existing.mid.slice(2);
      const [row] = await tx
        .update(profiles)
        .set({
          ...fields,
          ...reviewed,
          pendingChanges: waiting,
          mid,
          ...(fields.email !== existing.email ? { emailVerifiedAt: null } : {}),
          ...(rejected ? REJECTED_FOR_NUMBER : {}),
          completedSteps: withStep('basic'),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, existing.id))
        .returning({ id: profiles.id, mid: profiles.mid });
      if (!row) throw new Error('profile update returned nothing');
      saved = row;
    }
    if (rejected) await noteRejectedForNumber(tx, saved.id, existing?.status ?? null);
    // The houses of Mars follow the date of birth.
    if (existing) await refreshMarsHouses(tx, saved.id);
    // Which badges hold depends on the profile's numbers; search reads the bits.
    if (existing && existing.mobiles.join(',') !== fields.mobiles.join(',')) {
      await refreshBadgeMask(tx, existing.id);
    }
    const link =
      emailChanged && fields.email
        ? await prepareVerificationLink(tx, siteUrl(deps.config, account.domain), userId, fields.email)
        : undefined;
    return { saved, link };
  });
  // Part of the auth check's row.
  deps.authCache.forget(userId);

  if (link && fields.email) {
    // A mail failure is logged; saving again resends.
    await sendVerificationMail(
      deps,
      {
        email: fields.email,
        name: input.name,
        profileFor: account.profileFor,
        language: account.language ?? 'en',
        domain: account.domain,
      },
      link,
    ).catch((error: unknown) => {
      deps.log.error({ err: error }, 'verification e-mail could not be sent');
    });
  }
  return { Status: 'Success', profile_id: saved.id, mid: saved.mid };
}
