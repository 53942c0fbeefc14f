import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type BasicRequest,
  type BasicResponse,
  birthYears,
  PHOTO_UPLOAD_FIELD,
  STATUS_APPROVED,
} from '@varmala/shared';
import { inject } from 'vitest';
import { apiCall, claimsOf, createMember, type Member } from './factories';
import { gradientPng } from './files';

/** A member with a saved profile, for the home page, the public search and the password reset. */
export interface PublicProfile {
  member: Member;
  profileId: number;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * A date of birth no other test is likely to use: a random day of the offered birth years, the
 * oldest year left out so that tests can count on it having nobody.
 */
export function randomBirthDate(): { year: number; month: number; day: number } {
  const years = birthYears().slice(0, -1);
  const pick = (n: number) => Math.floor(Math.random() * n);
  return { year: years[pick(years.length)] as number, month: pick(12) + 1, day: pick(28) + 1 };
}

export function isoDate({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Signs a member up and saves step 1 through the API, as the form would. */
export async function createPublicProfile(basic: Partial<BasicRequest> = {}): Promise<PublicProfile> {
  const member = await createMember();
  const userId = claimsOf(member.token).user_id;
  const body: BasicRequest = {
    name: member.name,
    surname: 'Deshpande',
    community: 'Kshatriya',
    gender: 'Female',
    date_of_birth: `${birthYears()[4]}-03-15`,
    mobiles: [member.mobile],
    city: 'Belagavi',
    pincode: '590001',
    state: 'Karnataka',
    country: 'India',
    ...basic,
  };
  const saved = await ok(
    await apiCall(`/profile/${userId}/basic`, {
      method: 'POST',
      token: member.token,
      body: JSON.stringify(body),
    }),
    'POST basic',
  );
  const { profile_id: profileId } = (await saved.json()) as BasicResponse;
  if (profileId === null) throw new Error('the basic step gave no profile id');
  return { member, profileId };
}

/** Approves the profile, and features it, as the operator does from the admin page. */
export async function approve(admin: Member, profile: PublicProfile, featured = false): Promise<void> {
  const { profileId } = profile;
  await ok(
    await apiCall(`/admin/profile/${profileId}/status`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ profile_id: profileId, status: STATUS_APPROVED }),
    }),
    'POST status',
  );
  if (!featured) return;
  await ok(
    await apiCall(`/admin/profile/${profileId}/featured`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ profile_id: profileId, status: true }),
    }),
    'POST featured',
  );
}

async function postForm(path: string, token: string, form: FormData): Promise<Response> {
  return ok(
    await fetch(`${inject('baseURL')}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
    `POST /api${path}`,
  );
}

export async function uploadProfilePhoto(profile: PublicProfile): Promise<void> {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, new Blob([new Uint8Array(gradientPng())], { type: 'image/png' }), 'me.png');
  await postForm(`/profile/${claimsOf(profile.member.token).user_id}/photo`, profile.member.token, form);
}

/** Posts a success story as the operator does from the admin marriages page. */
export async function uploadMarriage(admin: Member, caption: string): Promise<void> {
  const form = new FormData();
  form.append('caption', caption);
  form.append(
    'photo',
    new Blob([new Uint8Array(gradientPng(640, 480))], { type: 'image/png' }),
    'wedding.png',
  );
  await postForm('/admin/marriage', admin.token, form);
}

/**
 * The path of the newest password reset link e-mailed to `to`, or undefined while none has arrived
 * (the server sends it after answering). Without SMTP_URL it writes e-mails to DATA_DIR/outbox.
 */
export async function latestResetPath(to: string): Promise<string | undefined> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const toLine = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const messages = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outbox, name);
      const text = (await readFile(file, 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return { text, time: (await stat(file)).mtimeMs };
    }),
  );
  const newest = messages
    .filter((message) => toLine.test(message.text) && message.text.includes('/password/reset/'))
    .sort((a, b) => b.time - a.time)[0];
  return newest?.text.match(/\/password\/reset\/\d+\/[A-Za-z0-9_-]+/)?.[0];
}
