import { randomInt } from 'node:crypto';
import type { Domain, SignupRequest, TokenResponse } from '@varmala/shared';
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

export async function apiCall(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${inject('baseURL')}/api${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
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
