import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The code a pass's QR carries: `M1.<event>.<registration>.<signature>`. The signature is an HMAC
 * of the two numbers under a key of the server's own, so a door phone that has no network can still
 * tell which pass it scanned, and the server knows a pass it did not sign. Short, so the QR stays
 * coarse enough for an old phone's camera in a dim hall.
 */
const PREFIX = 'M1';
const SIGNATURE_BYTES = 12;

function signature(secret: string, eventId: number, registrationId: number): Buffer {
  const key = createHmac('sha256', secret).update('melava pass').digest();
  return createHmac('sha256', key)
    .update(`${eventId}.${registrationId}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

export function passCode(secret: string, eventId: number, registrationId: number): string {
  return `${PREFIX}.${eventId}.${registrationId}.${signature(secret, eventId, registrationId).toString('base64url')}`;
}

/** The event and registration a code names, when the server signed it; null for anything else. */
export function readPassCode(
  secret: string,
  code: string,
): { eventId: number; registrationId: number } | null {
  const match = /^M1\.(\d{1,10})\.(\d{1,10})\.([\w-]{16})$/.exec(code.trim());
  if (!match) return null;
  const eventId = Number(match[1]);
  const registrationId = Number(match[2]);
  const given = Buffer.from(match[3] as string, 'base64url');
  const expected = signature(secret, eventId, registrationId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId, registrationId };
}
