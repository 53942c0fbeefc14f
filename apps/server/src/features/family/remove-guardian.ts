import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { roleFor, strandedWithout } from '../access/guardians.js';
import {
  deleteGuardian,
  familyAccounts,
  hasCandidateLogin,
  ownedBy,
  recordFamilyAction,
  runBy,
} from './queries.js';

/** The candidate's own login is never removed, by anyone. Answers the profiles whose switch tokens stop. */
export async function removeGuardian(
  db: Db,
  loginId: number,
  guardianId: number,
  profileUserId?: number,
): Promise<number[]> {
  if (guardianId === loginId) return leaveProfile(db, loginId, profileUserId);
  return db.transaction(async (tx) => {
    const [target] = await familyAccounts(tx, [guardianId]);
    if (target && hasCandidateLogin(target) && (await roleFor(tx, guardianId, loginId))) {
      throw new AppError('FORBIDDEN', 'candidateNotRemovable');
    }
    const owned = await ownedBy(tx, loginId);
    const from = profileUserId === undefined ? owned : owned.filter((id) => id === profileUserId);
    const removed = await deleteGuardian(tx, from, guardianId);
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'guardianNotFound');
    for (const profile of removed) {
      await recordFamilyAction(tx, 'guardian-removed', loginId, profile, { guardian: guardianId });
    }
    return removed;
  });
}

/** A profile the family added must still be run after, by its candidate or another managing guardian. */
async function leaveProfile(db: Db, loginId: number, profileUserId: number | undefined): Promise<number[]> {
  return db.transaction(async (tx) => {
    const run = await runBy(tx, loginId);
    const leaving =
      profileUserId === undefined
        ? run.filter((row) => row.role !== 'owner').map((row) => row.userId)
        : run.filter((row) => row.userId === profileUserId).map((row) => row.userId);
    if (leaving.length === 0) throw new AppError('NOT_FOUND', 'guardianNotFound');
    const stranded = await strandedWithout(tx, leaving, loginId);
    if (stranded.length > 0) {
      throw new AppError('CONFLICT', 'lastManagerCannotLeave', { params: { profiles: stranded.join(', ') } });
    }
    const left = await deleteGuardian(tx, leaving, loginId);
    for (const profile of left) {
      await recordFamilyAction(tx, 'guardian-removed', loginId, profile, { guardian: loginId, left: true });
    }
    return left;
  });
}
