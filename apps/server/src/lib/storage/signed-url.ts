import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isMediaKey } from './media-keys.js';

export const MEDIA_URL_TTL_SECONDS = 60 * 60;
// Expiries rounded up: a list fetched twice in a few minutes gives the same URLs, so the browser cache works.
const EXPIRY_STEP_SECONDS = 10 * 60;
const MAX_LIFETIME_SECONDS = MEDIA_URL_TTL_SECONDS + EXPIRY_STEP_SECONDS;
// Within one expiry step a photo's URL is the same in every list: signed once per step (about 2 MB kept).
const KEPT_URLS = 10_000;

export interface MediaUrlSigner {
  urlFor(key: string, nowMs?: number): string;
  /** Undefined when tampered with, expired or not ours. */
  verify(key: string, exp: string | undefined, sig: string | undefined, nowMs?: number): number | undefined;
}

export function createMediaUrlSigner(secret: string): MediaUrlSigner {
  // A key of its own, so a media signature can never be mistaken for a token signature.
  const key = Buffer.from(hkdfSync('sha256', secret, 'varmala', 'media-url-signature-v1', 32));
  const mac = (mediaKey: string, exp: number) =>
    createHmac('sha256', key).update(`${mediaKey}\n${exp}`).digest('base64url');

  const kept = new LRUCache<string, { exp: number; url: string }>({ max: KEPT_URLS });

  return {
    urlFor(mediaKey, nowMs = Date.now()) {
      const now = Math.floor(nowMs / 1000);
      const exp = Math.ceil((now + MEDIA_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const known = kept.get(mediaKey);
      if (known?.exp === exp) return known.url;
      const url = `/api/media/${mediaKey}?exp=${exp}&sig=${mac(mediaKey, exp)}`;
      kept.set(mediaKey, { exp, url });
      return url;
    },

    verify(mediaKey, exp, sig, nowMs = Date.now()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return undefined;
      if (!isMediaKey(mediaKey)) return undefined;
      const expiry = Number(exp);
      const remaining = expiry - Math.floor(nowMs / 1000);
      if (remaining <= 0 || remaining > MAX_LIFETIME_SECONDS) return undefined;
      // Compared as text: two base64url spellings can decode to the same bytes.
      const given = Buffer.from(sig);
      const expected = Buffer.from(mac(mediaKey, expiry));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return remaining;
    },
  };
}
