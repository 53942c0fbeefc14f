import { describe, expect, it } from 'vitest';
import { newMediaKey } from './media-keys.js';
import { createMediaUrlSigner, MEDIA_URL_TTL_SECONDS } from './signed-url.js';

const signer = createMediaUrlSigner('a secret of at least thirty-two characters');
const key = newMediaKey('photo', 'webp');
const now = Date.UTC(2030, 0, 1, 12, 3, 20);

function parts(url: string) {
  const parsed = new URL(url, 'http://x');
  return { exp: parsed.searchParams.get('exp') ?? '', sig: parsed.searchParams.get('sig') ?? '' };
}

describe('signed media URLs', () => {
  it('live about an hour, and the same for requests a few minutes apart', () => {
    const { exp, sig } = parts(signer.urlFor(key, now));
    const remaining = signer.verify(key, exp, sig, now);
    expect(remaining).toBeGreaterThanOrEqual(MEDIA_URL_TTL_SECONDS);
    expect(remaining).toBeLessThanOrEqual(MEDIA_URL_TTL_SECONDS + 600);
    expect(signer.urlFor(key, now + 60_000)).toBe(signer.urlFor(key, now));
    expect(signer.verify(key, exp, sig, now + (remaining ?? 0) * 1000)).toBeUndefined();
  });

  it('are signed anew for the next expiry step, and a kept URL belongs to its own key only', () => {
    const first = signer.urlFor(key, now);
    const nextStep = now + 11 * 60_000;
    const next = signer.urlFor(key, nextStep);
    expect(next).not.toBe(first);
    expect(signer.verify(key, parts(next).exp, parts(next).sig, nextStep)).toBeGreaterThan(0);
    // Back to the earlier step: signed again, the same URL as before.
    expect(signer.urlFor(key, now)).toBe(first);
    const other = newMediaKey('photo', 'webp');
    const otherUrl = signer.urlFor(other, now);
    expect(otherUrl).toContain(other);
    expect(signer.verify(other, parts(otherUrl).exp, parts(otherUrl).sig, now)).toBeGreaterThan(0);
    expect(signer.verify(key, parts(otherUrl).exp, parts(otherUrl).sig, now)).toBeUndefined();
  });

  it('refuse another key, another expiry, a changed signature or a malformed one', () => {
    const { exp, sig } = parts(signer.urlFor(key, now));
    expect(signer.verify(newMediaKey('photo', 'webp'), exp, sig, now)).toBeUndefined();
    expect(signer.verify(key, String(Number(exp) + 600), sig, now)).toBeUndefined();
    const last = sig.at(-1) === 'A' ? 'B' : 'A';
    expect(signer.verify(key, exp, `${sig.slice(0, -1)}${last}`, now)).toBeUndefined();
    expect(signer.verify(key, exp, `${sig}=`, now)).toBeUndefined();
    expect(signer.verify(key, '1e12', sig, now)).toBeUndefined();
    expect(signer.verify('../jwt-secret', exp, sig, now)).toBeUndefined();
  });

  it('refuse an expiry further away than a signer ever gives', () => {
    const later = now + 24 * 60 * 60 * 1000;
    const { exp, sig } = parts(signer.urlFor(key, later));
    expect(signer.verify(key, exp, sig, now)).toBeUndefined();
  });
});
