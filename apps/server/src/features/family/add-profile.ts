import {
  type AddFamilyProfileRequest,
  type AddFamilyProfileResponse,
  FAMILY_PROFILES_MAX,
  isRefusedStatus,
} from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { insertGuardian, recordFamilyAction, runBy } from './queries.js';

/**
 * No mobile or password until its candidate claims a login. Its row waits for the basic step (search,
 * the queue and every count read a row as a profile). A refused family adds none; at most five.
 */
export async function addFamilyProfile(
  db: Db,
  loginId: number,
  input: AddFamilyProfileRequest,
): Promise<AddFamilyProfileResponse> {
  return db.transaction(async (tx) => {
    // Two adds at once are counted one after the other.
    const [login] = await tx
      .select({
        domain: users.domain,
        language: users.language,
        refusedAtSignup: users.refusedAtSignup,
        status: profiles.status,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, loginId))
      .for('update', { of: users });
    if (!login) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
    if (login.refusedAtSignup || (login.status !== null && isRefusedStatus(login.status))) {
      throw new AppError('FORBIDDEN', 'familyRefused');
    }
    const run = await runBy(tx, loginId);
    if (run.length + 1 >= FAMILY_PROFILES_MAX) {
      throw new AppError('CONFLICT', 'familyFull', { params: { max: FAMILY_PROFILES_MAX } });
    }
    const [account] = await tx
      .insert(users)
      .values({
        mobile: null,
        passwordHash: null,
        userName: '',
        domain: login.domain,
        language: login.language,
        profileFor: input.profile_for,
        addedByFamily: true,
        declaredGender: input.gender,
        reservedProfileId: sql`nextval(pg_get_serial_sequence('profiles', 'id'))::int`,
      })
      .returning({ id: users.id, profileId: users.reservedProfileId });
    if (!account?.profileId) throw new Error('The profile could not be saved.');
    await insertGuardian(tx, account.id, loginId, 'owner');
    await recordFamilyAction(tx, 'profile-added', loginId, account.id, { profile_for: input.profile_for });
    return { user_id: account.id, profile_id: account.profileId };
  });
}
