import { type BasicResponse, basicSection, genderOfProfileFor } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../access/account-queries.js';
import { assertMayEditProfileOf } from '../access/ownership.js';
import { findProfileByUserId } from '../access/profile-queries.js';
import { fieldsWaiting } from '../access/review-after-approval.js';
import { SECTIONS, type SectionResponse, type SectionStep } from './sections.js';

/** So the form starts blank rather than failing. */
async function loadOwnProfile(deps: Deps, actor: AuthUser, userId: number) {
  assertMayEditProfileOf(actor, userId);
  const profile = await findProfileByUserId(deps.db, userId);
  if (!profile && !(await findUserById(deps.db, userId))) throw new AppError('NOT_FOUND', 'memberNotFound');
  return profile;
}

/** The name only when the profile is the member's own: a parent signs up under their own name. */
async function startingValues(deps: Deps, userId: number) {
  const account = await findUserById(deps.db, userId);
  return {
    name: account?.profileFor === 'self' ? account.userName : null,
    gender: account?.declaredGender ?? genderOfProfileFor(account?.profileFor) ?? null,
    mobiles: account?.mobile ? [account.mobile] : [],
  };
}

export async function readBasic(deps: Deps, actor: AuthUser, userId: number): Promise<BasicResponse> {
  const p = await loadOwnProfile(deps, actor, userId);
  if (!p) return { ...EMPTY_BASIC, ...(await startingValues(deps, userId)) };
  const waiting = p.pendingChanges;
  return {
    ...basicSection.fromRow(p),
    profile_id: p.id,
    mid: p.mid,
    email_verified: Boolean(p.emailVerifiedAt),
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

export async function readSection<S extends SectionStep>(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  step: S,
): Promise<SectionResponse<S>> {
  const profile = await loadOwnProfile(deps, actor, userId);
  return SECTIONS[step].fromRow(profile) as SectionResponse<S>;
}
