import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type {
  AdminProfileListResponse,
  BasicRequest,
  Domain,
  SaveBasicResponse,
  TokenResponse,
} from '@varmala/shared';
import { inject } from 'vitest';
import { claimsOf, type Member, uniqueMobile, uniqueName } from './factories';

/**
 * Sign-ups are limited per client address, and every test file shares the server. The operator's
 * tests need many members, so each sign-up comes from an address of its own on the loopback network
 * (127.0.0.0/8), as members behind different connections would: the others' allowance stays whole.
 */
function loopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(`/api${path}`, inject('baseURL'));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

async function postJson<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject('baseURL')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ListedMember extends Member {
  profileId: number;
  mid: string;
  basic: BasicRequest;
}

/** A member who signed up and saved step 1 through the API; the profile starts Unverified. */
export async function memberWithBasic(
  domain: Domain,
  basic: Partial<BasicRequest> & Pick<BasicRequest, 'date_of_birth'>,
): Promise<ListedMember> {
  const member = {
    name: uniqueName(),
    mobile: uniqueMobile(),
    password: `pass-${randomInt(1e6, 1e7)}`,
    domain,
  };
  const signup = await postFrom(loopbackAddress(), '/signup', {
    user_name: member.name,
    mobile_no: member.mobile,
    password: member.password,
    domain,
  });
  if (signup.status !== 200) throw new Error(`POST /api/signup answered ${signup.status}: ${signup.text}`);
  const { token } = JSON.parse(signup.text) as TokenResponse;
  const details: BasicRequest = {
    name: member.name,
    surname: domain === 'tamilmala' ? 'Iyer' : 'Pawar',
    community: domain === 'tamilmala' ? 'Brahmin' : 'Kshatriya',
    ...(domain === 'tamilmala' ? { language: 'Tamil' } : {}),
    gender: 'Female',
    mobiles: [member.mobile],
    city: 'Belagavi',
    pincode: '590001',
    state: 'Karnataka',
    country: 'India',
    ...basic,
  };
  const saved = await postJson<SaveBasicResponse>(
    `/profile/${claimsOf(token).user_id}/basic`,
    token,
    details,
  );
  return { ...member, token, profileId: saved.profile_id, mid: saved.mid, basic: details };
}

/** The operator's list as the API answers it, to compare the page with. */
export function adminList(admin: Member, filters: object, page = 1): Promise<AdminProfileListResponse> {
  return postJson<AdminProfileListResponse>(`/admin/profile/list/${page}`, admin.token, filters);
}
