import type {
  BasicResponse,
  FamilyResponse,
  HoroscopeResponse,
  PersonalResponse,
  WorkResponse,
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
  if (!profile && !(await findUserById(deps.db, userId))) throw new AppError('NOT_FOUND', 'No such member.');
  return profile;
}

/** The owner (or admin) reads the values waiting for review, not the approved ones others see. */
export async function readBasic(deps: Deps, actor: AuthUser, userId: number): Promise<BasicResponse> {
  const p = await loadOwnProfile(deps, actor, userId);
  const waiting = p?.pendingChanges;
  return {
    profile_id: p?.id ?? null,
    mid: p?.mid ?? null,
    email_verified: Boolean(p?.emailVerifiedAt),
    name: waiting?.name ?? p?.name ?? null,
    surname: waiting?.surname ?? p?.surname ?? null,
    community: p?.community ?? null,
    gothram: p?.gothram ?? null,
    language: p?.language ?? null,
    gender: waiting?.gender ?? p?.gender ?? null,
    date_of_birth: waiting?.date_of_birth ?? p?.dateOfBirth ?? null,
    mobiles: p?.mobiles ?? [],
    email: p?.email ?? null,
    address: p?.address ?? null,
    city: p?.city ?? null,
    pincode: p?.pincode ?? null,
    state: p?.state ?? null,
    country: p?.country ?? null,
    pending_review: fieldsWaiting(waiting),
  };
}

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
