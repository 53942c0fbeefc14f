import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors.js';
import { type AccessClaims, createTokenService } from './tokens.js';

const SECRET = 'a secret of the tests, long enough for HS256 keys';

const claims: AccessClaims = {
  mid: 'VM1001',
  user_name: 'Asha Patil',
  user_id: 1001,
  gender: 'Female',
  role: 'USER',
  state: 'Maharashtra',
  subscription_id: null,
  domain: 'varmala',
  tv: 0,
  sid: 'a'.repeat(43),
};

function refused(verify: () => unknown): boolean {
  try {
    verify();
    return false;
  } catch (error) {
    return error instanceof AppError && error.key === 'sessionExpired';
  }
}

describe('the token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows a token it checked before, and still refuses it once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T10:00:00Z'));
    const tokens = createTokenService(SECRET, 60_000);
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    // Asked again: the same claims, from what was kept.
    expect(tokens.verify(token)).toBe(tokens.verify(token));

    vi.setSystemTime(new Date('2026-12-03T10:00:59Z'));
    expect(tokens.verify(token).user_id).toBe(1001);
    vi.setSystemTime(new Date('2026-12-03T10:01:01Z'));
    expect(refused(() => tokens.verify(token))).toBe(true);
    // Refused again, not kept as good.
    expect(refused(() => tokens.verify(token))).toBe(true);
  });

  it('refuses a token changed by one character, one of another secret, and claims the server does not give', () => {
    const tokens = createTokenService(SECRET);
    const token = tokens.sign(claims);
    expect(tokens.verify(token).user_id).toBe(1001);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, user_id: 1002 })).toString('base64url');
    expect(refused(() => tokens.verify(`${header}.${otherPayload}.${signature}`))).toBe(true);
    // The first character: all six of its bits are the signature's. The last one's low bits are
    // padding, which a decoder may ignore, so changing it from B to A can leave the signature as it was.
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(refused(() => tokens.verify(`${header}.${payload}.${flipped}`))).toBe(true);
    const another = createTokenService('another secret, as long as the first');
    expect(refused(() => another.verify(token))).toBe(true);
    const withoutSession = tokens.sign({ ...claims, sid: 'short' });
    expect(refused(() => tokens.verify(withoutSession))).toBe(true);
    // The good token is still good after the others were refused.
    expect(tokens.verify(token).user_id).toBe(1001);
  });
});
