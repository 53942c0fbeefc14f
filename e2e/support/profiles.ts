import {
  type AdminProfileListResponse,
  ATTACHMENT_UPLOAD_FIELD,
  type BasicRequest,
  birthYears,
  type Domain,
  type FamilyRequest,
  type HoroscopeRequest,
  MARRIAGE_CAPTION_FIELD,
  MARRIAGE_PHOTO_FIELD,
  type PersonalRequest,
  PHOTO_CAPTION_FIELD,
  PHOTO_UPLOAD_FIELD,
  STATUS_APPROVED,
  type WorkRequest,
} from '@varmala/shared';
import { inject } from 'vitest';
import { apiCall, createMember, type Member, saveBasicDetails, uniqueAddress } from './factories';
import { gradientPng, horoscopePdf } from './files';

/** A member with a saved profile, as the search, the admin list and the public pages know it. */
export interface Profile {
  member: Member;
  userId: number;
  profileId: number;
  mid: string;
  /** Name and surname, as the Marathi domain shows them. */
  fullName: string;
}

export interface ProfileDetails {
  domain?: Domain;
  basic?: Partial<BasicRequest>;
  personal?: PersonalRequest;
  work?: WorkRequest;
  family?: FamilyRequest;
  horoscope?: HoroscopeRequest;
}

// Step 1 as a member of each site would fill it in; the rest comes from saveBasicDetails.
const SITE_BASICS: Record<Domain, Partial<BasicRequest>> = {
  varmala: {},
  tamilmala: { surname: 'Iyer', community: 'Brahmin', language: 'Tamil' },
};

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function postJson(path: string, token: string, body: unknown): Promise<Response> {
  return ok(await apiCall(path, { method: 'POST', token, body: JSON.stringify(body) }), `POST /api${path}`);
}

/** apiCall sends JSON; a form sets its own content type with the boundary. */
async function postForm(path: string, token: string, form: FormData): Promise<Response> {
  const response = await fetch(`${inject('baseURL')}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueAddress() },
    body: form,
  });
  return ok(response, `POST /api${path}`);
}

/** Signs a member up and saves the steps given, through the API as the forms would; it starts Unverified. */
export async function createProfile(details: ProfileDetails = {}): Promise<Profile> {
  const domain = details.domain ?? 'varmala';
  const member = await createMember({ domain });
  const saved = await saveBasicDetails(member, { ...SITE_BASICS[domain], ...details.basic });
  for (const step of ['personal', 'work', 'family', 'horoscope'] as const) {
    const body = details[step];
    if (body) await postJson(`/profile/${saved.userId}/${step}`, member.token, body);
  }
  return {
    member,
    userId: saved.userId,
    profileId: saved.profileId,
    mid: saved.mid,
    fullName: `${member.name} ${saved.basic.surname}`,
  };
}

/** The member lets the operator show the profile on the home page, as from the photo step in edit mode. */
export async function agreeToBeFeatured(profile: Profile): Promise<void> {
  await postJson(`/profile/${profile.userId}/featured-consent`, profile.member.token, { consent: true });
}

/**
 * Approves the profile, and features it, as the operator does from the admin page; featuring needs
 * the member's consent, which the member gives first.
 */
export async function approve(admin: Member, profile: Profile, featured = false): Promise<void> {
  const { profileId } = profile;
  await postJson(`/admin/profile/${profileId}/status`, admin.token, {
    profile_id: profileId,
    status: STATUS_APPROVED,
  });
  if (featured) {
    await agreeToBeFeatured(profile);
    await postJson(`/admin/profile/${profileId}/featured`, admin.token, {
      profile_id: profileId,
      status: true,
    });
  }
}

/** The operator's list as the API answers it, to compare the page with. */
export async function adminList(admin: Member, filters: object, page = 1): Promise<AdminProfileListResponse> {
  return (await (
    await postJson(`/admin/profile/list/${page}`, admin.token, filters)
  ).json()) as AdminProfileListResponse;
}

export async function uploadPhoto(profile: Profile, caption?: string): Promise<void> {
  const form = new FormData();
  if (caption !== undefined) form.append(PHOTO_CAPTION_FIELD, caption);
  form.append(PHOTO_UPLOAD_FIELD, new Blob([new Uint8Array(gradientPng())], { type: 'image/png' }), 'me.png');
  await postForm(`/profile/${profile.userId}/photo`, profile.member.token, form);
}

export async function uploadHoroscope(profile: Profile): Promise<void> {
  const form = new FormData();
  form.append(
    ATTACHMENT_UPLOAD_FIELD,
    new Blob([new Uint8Array(horoscopePdf())], { type: 'application/pdf' }),
    'chart.pdf',
  );
  await postForm(`/profile/${profile.userId}/attachment`, profile.member.token, form);
}

/** Posts a success story as the operator does from the admin marriages page. */
export async function uploadMarriage(admin: Member, caption: string): Promise<void> {
  const form = new FormData();
  form.append(MARRIAGE_CAPTION_FIELD, caption);
  form.append(
    MARRIAGE_PHOTO_FIELD,
    new Blob([new Uint8Array(gradientPng(640, 480))], { type: 'image/png' }),
    'wedding.png',
  );
  await postForm('/admin/marriage', admin.token, form);
}

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/**
 * A date of birth no other test is likely to use: a random day of the offered birth years, the
 * oldest year left out so that tests can count on it having nobody.
 */
export function randomBirthDate(): BirthDate {
  const years = birthYears().slice(0, -1);
  const pick = (n: number) => Math.floor(Math.random() * n);
  return { year: years[pick(years.length)] as number, month: pick(12) + 1, day: pick(28) + 1 };
}

export function isoDate({ year, month, day }: BirthDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
