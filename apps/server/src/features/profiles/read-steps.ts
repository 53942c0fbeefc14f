import { type BasicResponse, basicSection, genderOfProfileFor } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../accounts/queries.js';
import { assertMayEditProfileOf } from './ownership.js';
import { findProfileByUserId } from './queries.js';
import { fieldsWaiting } from './review-after-approval.js';
import { SECTIONS, type SectionResponse, type SectionStep } from './sections.js';

/** Before the first save every field is empty, so the form starts blank rather than failing. */
async function loadOwnProfile(deps: Deps, actor: AuthUser, userId: number) {
  assertMayEditProfileOf(actor, userId);
  const profile = await findProfileByUserId(deps.db, userId);
  if (!profile && !(await findUserById(deps.db, userId))) throw new AppError('NOT_FOUND', 'memberNotFound');
  return profile;
}

/**
 * Before the first save the basic step starts from what sign-up told: the mobile signed up with,
 * the gender a son or a daughter has, and the name only when the profile is the member's own (a
 * parent signs up under their own name).
 */
async function startingValues(deps: Deps, userId: number) {
  const account = await findUserById(deps.db, userId);
  return {
    name: account?.profileFor === 'self' ? account.userName : null,
    gender: genderOfProfileFor(account?.profileFor) ?? null,
    mobiles: account ? [account.mobile] : [],
  };
}

/** The owner (or admin) reads the values waiting for review, not the approved ones others see. */
export async function readBasic(deps: Deps, actor: AuthUser, userId: number): Promise<BasicResponse> {
  const p = await loadOwnProfile(deps, actor, userId);
  if (!p) return { ...EMPTY_BASIC, ...(await startingValues(deps, userId)) };
  const waiting = p.pendingChanges;
  return {
    ...basicSection.fromRow(p),
    profile_id: p.id,
    mid: p.mid,
    email_verified: Boolean(p.emailVerifiedAt),
    // The owner reads what waits for review; others still see the approved columns.
    name: waiting?.name ?? p.name,
    surname: waiting?.surname ?? p.surname,
    gender: waiting?.gender ?? p.gender,
    date_of_birth: waiting?.date_of_birth ?? p.dateOfBirth,
    pending_review: fieldsWaiting(waiting),
  };
}

const EMPTY_BASIC: BasicResponse = {
  ...basicSection.fromRow(undefined),
  mobiles: [],
  profile_id: null,
  mid: null,
  email_verified: false,
  pending_review: [],
};

/** A step's fields are its section's columns, so the row gives each field of the step's answer. */
export async function readSection<S extends SectionStep>(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  step: S,
): Promise<SectionResponse<S>> {
  const profile = await loadOwnProfile(deps, actor, userId);
  return SECTIONS[step].fromRow(profile) as SectionResponse<S>;
}
