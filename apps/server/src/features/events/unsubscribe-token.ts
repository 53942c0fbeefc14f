import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed part of the one-click unsubscribe link: it names the account and nothing else, and
 * only turns its e-mail off, so it never expires (a mail read a year later still works).
 */
const sign = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: number) => `${userId}.${sign(secret, userId)}`;

/** The account a token names, or undefined when it was not signed by us. */
export function verifyUnsubscribeToken(secret: string, token: string): number | undefined {
  const [id, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return undefined;
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
