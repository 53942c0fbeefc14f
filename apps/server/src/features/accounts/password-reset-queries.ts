import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';

/** The account whose login mobile and profile date of birth are both these, with its e-mail. */
export async function findAccountByMobileAndBirthDate(db: DbOrTx, mobile: string, dateOfBirth: string) {
  const [row] = await db
    .select({
      userId: users.id,
      name: profiles.name,
      profileFor: users.profileFor,
      email: profiles.email,
      language: users.language,
      domain: users.domain,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.mobile, mobile), eq(profiles.dateOfBirth, dateOfBirth)))
    .limit(1);
  return row;
}
