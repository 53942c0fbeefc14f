import { hash, type Options, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id is a const enum the compiler cannot inline across packages),
// with OWASP's recommended minimum cost: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = 2;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** How many passwords this process has hashed: sign-up hashes one whether or not the mobile is taken. */
export const passwordHashCount = { value: 0 };

export function hashPassword(password: string): Promise<string> {
  passwordHashCount.value += 1;
  return hash(password, OPTIONS);
}

/** How many password checks this process has run: a flood refused by rate limits leaves it unchanged. */
export const passwordCheckCount = { value: 0 };

/** An account with no password of its own (a profile a family added) matches none, after the same work. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return verifyAgainstNothing(password).then(() => false);
  passwordCheckCount.value += 1;
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a reply does not tell whether a mobile is registered. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
