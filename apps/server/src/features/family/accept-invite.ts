import { FAMILY_PROFILES_MAX } from '@varmala/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyInvites, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { roleFor } from '../access/guardians.js';
import { hashSecret, insertGuardian, recordFamilyAction, runBy } from './queries.js';

/**
 * `POST /api/family/invites/accept`: the invited person, logged in with the number the invitation
 * was sent to, runs the profile from now on. The invitation is spent by the same statement that
 * checks it, so two clicks cannot both use it.
 */
export async function acceptInvite(db: Db, loginId: number, token: string) {
  return db.transaction(async (tx) => {
    const [login] = await tx
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.id, loginId))
      .for('update');
    const [invite] = await tx
      .select()
      .from(familyInvites)
      .where(
        and(
          eq(familyInvites.secretHash, hashSecret(token)),
          isNull(familyInvites.usedAt),
          gt(familyInvites.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!invite || !login) throw new AppError('BAD_REQUEST', 'invalidFamilyInvite');
    if (login.mobile !== invite.mobile) throw new AppError('FORBIDDEN', 'inviteForAnotherNumber');
    const held = await roleFor(tx, invite.profileUserId, loginId);
    if (held === 'owner' || held === invite.role) throw new AppError('CONFLICT', 'alreadyInFamily');
    if (!held && (await runBy(tx, loginId)).length + 1 >= FAMILY_PROFILES_MAX) {
      throw new AppError('CONFLICT', 'familyFull', { params: { max: FAMILY_PROFILES_MAX } });
    }
    await tx
      .update(familyInvites)
      .set({ usedAt: new Date(), acceptedBy: loginId })
      .where(eq(familyInvites.id, invite.id));
    await insertGuardian(tx, invite.profileUserId, loginId, invite.role);
    await recordFamilyAction(tx, 'invite-accepted', loginId, invite.profileUserId, { role: invite.role });
    return { Status: 'Success' as const, user_id: invite.profileUserId, role: invite.role };
  });
}
