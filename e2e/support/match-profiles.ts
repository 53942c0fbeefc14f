import {
  ATTACHMENT_UPLOAD_FIELD,
  type BasicRequest,
  type BasicResponse,
  type FamilyRequest,
  type HoroscopeRequest,
  type PersonalRequest,
  PHOTO_UPLOAD_FIELD,
  STATUS_APPROVED,
  type TokenResponse,
  type WorkRequest,
} from '@varmala/shared';
import { inject } from 'vitest';
import { apiCall, claimsOf, createMember, type Member, saveBasicDetails } from './factories';
import { gradientPng, horoscopePdf } from './files';

/** A member with a saved profile, as the search and the profile page know it. */
export interface MatchProfile {
  member: Member;
  userId: number;
  profileId: number;
  mid: string;
  /** Name and surname, as the Marathi domain shows them. */
  fullName: string;
}

export interface ProfileDetails {
  basic?: Partial<BasicRequest>;
  personal?: PersonalRequest;
  work?: WorkRequest;
  family?: FamilyRequest;
  horoscope?: HoroscopeRequest;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function postJson(path: string, token: string, body: unknown): Promise<Response> {
  return ok(await apiCall(path, { method: 'POST', token, body: JSON.stringify(body) }), `POST /api${path}`);
}

/** Signs a member up and saves the steps given, through the API as the forms would. */
export async function createProfile(details: ProfileDetails = {}): Promise<MatchProfile> {
  const member = await createMember();
  const surname = details.basic?.surname ?? 'Pawar';
  await saveBasicDetails(member, { surname, ...details.basic });
  const userId = claimsOf(member.token).user_id;
  for (const step of ['personal', 'work', 'family', 'horoscope'] as const) {
    const body = details[step];
    if (body) await postJson(`/profile/${userId}/${step}`, member.token, body);
  }
  const saved = (await (
    await ok(await apiCall(`/profile/${userId}/basic`, { token: member.token }), 'GET basic')
  ).json()) as BasicResponse;
  if (saved.profile_id === null || saved.mid === null) throw new Error('the basic step gave no profile id');
  return {
    member,
    userId,
    profileId: saved.profile_id,
    mid: saved.mid,
    fullName: `${member.name} ${surname}`,
  };
}

/** Approves a profile as the operator does, so other members can find it. */
export async function approveProfile(admin: Member, profile: MatchProfile): Promise<void> {
  await postJson(`/admin/profile/${profile.profileId}/status`, admin.token, {
    profile_id: profile.profileId,
    status: STATUS_APPROVED,
  });
}

async function upload(profile: MatchProfile, kind: 'photo' | 'attachment', form: FormData): Promise<void> {
  const path = `/api/profile/${profile.userId}/${kind}`;
  const response = await fetch(`${inject('baseURL')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${profile.member.token}` },
    body: form,
  });
  await ok(response, `POST ${path}`);
}

export async function uploadPhoto(profile: MatchProfile): Promise<void> {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, new Blob([new Uint8Array(gradientPng())], { type: 'image/png' }), 'me.png');
  await upload(profile, 'photo', form);
}

export async function uploadHoroscope(profile: MatchProfile): Promise<void> {
  const form = new FormData();
  form.append(
    ATTACHMENT_UPLOAD_FIELD,
    new Blob([new Uint8Array(horoscopePdf())], { type: 'application/pdf' }),
    'chart.pdf',
  );
  await upload(profile, 'attachment', form);
}

/** A token with the member's current claims, e.g. after the operator granted a subscription. */
export async function freshToken(member: Member): Promise<string> {
  const response = await ok(await apiCall('/refresh-token', { token: member.token }), 'GET /refresh-token');
  return ((await response.json()) as TokenResponse).token;
}
