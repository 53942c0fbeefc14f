import { randomInt } from 'node:crypto';
import {
  type BasicRequest,
  birthYears,
  type Domain,
  type SaveBasicResponse,
  type SignupRequest,
  type TokenClaims,
  type TokenResponse,
} from '@varmala/shared';
import { inject } from 'vitest';

export interface Member {
  name: string;
  mobile: string;
  password: string;
  domain: Domain;
  /** The token the sign-up answered with. */
  token: string;
}

/** A ten-digit Indian mobile number no other test uses (they start with 6 to 9). */
export function uniqueMobile(): string {
  return `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function uniqueName(): string {
  return `Test Member ${randomInt(100_000, 1_000_000)}`;
}

/**
 * A client address of its own. The server under test trusts X-Forwarded-For, as behind a proxy, so
 * the per-address rate limits count each test's visitor apart instead of the whole suite as one.
 */
export function uniqueAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function apiCall(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${inject('baseURL')}/api${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': uniqueAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** Registers a member through the API, as the sign-up form would. */
export async function createMember(overrides: Partial<Omit<Member, 'token'>> = {}): Promise<Member> {
  const member = {
    name: overrides.name ?? uniqueName(),
    mobile: overrides.mobile ?? uniqueMobile(),
    password: overrides.password ?? `pass-${randomInt(1_000_000, 10_000_000)}`,
    domain: overrides.domain ?? 'varmala',
  };
  const body: SignupRequest = {
    user_name: member.name,
    mobile_no: member.mobile,
    password: member.password,
    domain: member.domain,
  };
  const response = await apiCall('/signup', { method: 'POST', body: JSON.stringify(body) });
  if (response.status !== 200) {
    throw new Error(`POST /api/signup answered ${response.status}: ${await response.text()}`);
  }
  const { token } = (await response.json()) as TokenResponse;
  return { ...member, token };
}

/** The claims of a token, read without checking it (the server does that). */
export function claimsOf(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

export function uniqueEmail(): string {
  return `member-${randomInt(1_000_000, 10_000_000)}@example.org`;
}

export interface SavedBasic {
  userId: number;
  profileId: number;
  mid: string;
  /** What was saved, the defaults included. */
  basic: BasicRequest;
}

/** Saves step 1 of a member's profile through the API, so tests can start at a later step. */
export async function saveBasicDetails(
  member: Member,
  overrides: Partial<BasicRequest> = {},
): Promise<SavedBasic> {
  const body: BasicRequest = {
    name: member.name,
    surname: 'Pawar',
    community: 'Kshatriya',
    gender: 'Female',
    date_of_birth: `${birthYears()[4]}-03-15`,
    mobiles: [member.mobile],
    city: 'Belagavi',
    pincode: '590001',
    state: 'Karnataka',
    country: 'India',
    ...overrides,
  };
  const userId = claimsOf(member.token).user_id;
  const response = await apiCall(`/profile/${userId}/basic`, {
    method: 'POST',
    token: member.token,
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(
      `POST /api/profile/${userId}/basic answered ${response.status}: ${await response.text()}`,
    );
  }
  const { profile_id: profileId, mid } = (await response.json()) as SaveBasicResponse;
  return { userId, profileId, mid, basic: body };
}
