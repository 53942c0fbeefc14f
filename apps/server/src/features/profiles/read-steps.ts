import {
  type BasicResponse,
  type FamilyResponse,
  genderOfProfileFor,
  type HoroscopeResponse,
  type PersonalResponse,
  type WorkResponse,
} from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../accounts/queries.js';
import { fromRow, type SectionStep } from './columns.js';
import { assertMayEditProfileOf } from './ownership.js';
import { findProfileByUserId } from './queries.js';
import { fieldsWaiting } from './review-after-approval.js';

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
    profile_id: p.id,
    mid: p.mid,
    email_verified: Boolean(p.emailVerifiedAt),
    name: waiting?.name ?? p.name,
    surname: waiting?.surname ?? p.surname,
    community: p.community,
    gothram: p.gothram,
    language: p.language,
    gender: waiting?.gender ?? p.gender,
    date_of_birth: waiting?.date_of_birth ?? p.dateOfBirth,
    mobiles: p.mobiles,
    email: p.email,
    address: p.address,
    city: p.city,
    pincode: p.pincode,
    state: p.state,
    country: p.country,
    pending_review: fieldsWaiting(waiting),
  };
}

const EMPTY_BASIC: BasicResponse = {
  profile_id: null,
  mid: null,
  email_verified: false,
  name: null,
  surname: null,
  community: null,
  gothram: null,
  language: null,
  gender: null,
  date_of_birth: null,
  mobiles: [],
  email: null,
  address: null,
  city: null,
  pincode: null,
  state: null,
  country: null,
  pending_review: [],
};

interface SectionResponses {
  personal: PersonalResponse;
  work: WorkResponse;
  family: FamilyResponse;
  horoscope: HoroscopeResponse;
}

/** A step's fields are its columns in STEP_COLUMNS, so the row gives each field of the step's answer. */
export async function readSection<S extends SectionStep>(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  step: S,
): Promise<SectionResponses[S]> {
  const profile = await loadOwnProfile(deps, actor, userId);
  return fromRow(step, profile) as SectionResponses[S];
}
