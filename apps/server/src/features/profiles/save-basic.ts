import {
  type BasicValues,
  basicSection,
  communityIssues,
  fieldMessageKey,
  type SaveBasicResponse,
} from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../accounts/queries.js';
import { noteRejectedForNumber, REJECTED_FOR_NUMBER, rejectsForNumber } from '../accounts/refused-mobiles.js';
import { dropBadge } from '../verification/badges.js';
import { prepareVerificationLink, sendVerificationMail } from './email-verification.js';
import { assertMayEditProfileOf } from './ownership.js';
import { findProfileByUserId, lockAccount, midPrefix, nextMemberNumber, withStep } from './queries.js';
import { changesToReview } from './review-after-approval.js';

/** The basic section's columns, every one given by a save (each declared in `basicSection`). */
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
 * Saves step 1. The first save creates the profile and its member id (MM for grooms, MF for
 * brides, one number sequence for both); a later change of gender keeps the number. A new e-mail
 * address is unverified until the link sent to it is opened. Of an Approved profile, a member's new
 * name, surname, date of birth or gender waits for the operator's review (`changesToReview`). A
 * number of an account erased while refused makes the profile Rejected (`rejectsForNumber`).
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

  // An address is one whatever its letters' case: the same one typed twice needs no second link.
  const fields = basicSection.toColumns({
    ...input,
    email: input.email?.toLowerCase() ?? null,
  }) as BasicColumns;

  const { saved, link } = await deps.db.transaction(async (tx) => {
    // Saves of one account wait for each other: two first saves (two tabs) make one profile.
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
      const [row] = await tx
        .insert(profiles)
        .values({
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
      // While a change waits for review, the columns keep the approved values others see.
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
    // A confirmed mobile is confirmed no more once the numbers change (features/verification).
    if (existing && existing.mobiles.join(',') !== fields.mobiles.join(',')) {
      await dropBadge(tx, existing.id, 'mobile');
    }
    const link =
      emailChanged && fields.email
        ? await prepareVerificationLink(tx, deps.config.publicUrl, userId, fields.email)
        : undefined;
    return { saved, link };
  });
  // The gender (and, on the first save, the profile itself) is part of the auth check's row.
  deps.authCache.forget(userId);

  if (link && fields.email) {
    // The profile is saved either way; a mail failure is logged and the member can save again to resend.
    await sendVerificationMail(
      deps,
      {
        email: fields.email,
        name: input.name,
        profileFor: account.profileFor,
        language: account.language ?? 'en',
      },
      link,
    ).catch((error: unknown) => {
      deps.log.error({ err: error }, 'verification e-mail could not be sent');
    });
  }
  return { Status: 'Success', profile_id: saved.id, mid: saved.mid };
}
