import { type MeResponse, type OwnProfile, PROFILE_CHECKLIST, STATUS_REJECTED } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findTokenSubject } from '../access/account-queries.js';
import { findOwnProfileSummary } from '../access/profile-queries.js';
import { soughtGenderOf } from '../access/who-sees-whom.js';

type ProfileSummary = NonNullable<Awaited<ReturnType<typeof findOwnProfileSummary>>>;

/** The checklist items the profile lacks: a step not saved, no photo, nothing about the member, no e-mail. */
function missingItems(profile: ProfileSummary): OwnProfile['missing'] {
  const done = new Set<string>(profile.completedSteps);
  return PROFILE_CHECKLIST.filter((item) => {
    if (item === 'photo') return !profile.hasPhoto;
    if (item === 'about') return !profile.about?.trim();
    if (item === 'email') return !profile.email;
    return !done.has(item);
  });
}

export async function me(deps: Deps, userId: number): Promise<MeResponse> {
  const [subject, profile] = await Promise.all([
    findTokenSubject(deps.db, userId),
    findOwnProfileSummary(deps.db, userId),
  ]);
  if (!subject) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  return {
    user_id: subject.id,
    mid: subject.mid,
    role: subject.role,
    domain: subject.domain,
    email_verified: subject.emailVerifiedAt !== null,
    language: subject.language,
    profile_for: subject.profileFor,
    profile: profile
      ? {
          status: profile.status,
          refusal_reason: profile.refusal?.reason ?? null,
          missing: missingItems(profile),
          featured_consent: profile.featuredConsent,
        }
      : subject.refusedAtSignup
        ? // Signed up with a refused number: Rejected from the start, before anything is saved.
          {
            status: STATUS_REJECTED,
            refusal_reason: null,
            missing: [...PROFILE_CHECKLIST],
            featured_consent: false,
          }
        : null,
    sought_gender: soughtGenderOf({ role: subject.role, gender: profile?.gender ?? null }),
  };
}
