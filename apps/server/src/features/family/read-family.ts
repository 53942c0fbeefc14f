import { type GuardianRole, isForSomeoneElse, type MyFamilyResponse } from '@varmala/shared';
import type { DbOrTx } from '../../db/client.js';
import { familyAccounts, guardiansOf, hasCandidateLogin, runBy } from './queries.js';

const STRENGTH: Record<GuardianRole, number> = { owner: 3, manage: 2, view: 1 };
const stronger = (a: GuardianRole, b: GuardianRole) => (STRENGTH[a] >= STRENGTH[b] ? a : b);

export async function readFamily(db: DbOrTx, loginId: number): Promise<MyFamilyResponse> {
  const run = await runBy(db, loginId);
  const roles = new Map<number, GuardianRole>([
    [loginId, 'owner'],
    ...run.map((r) => [r.userId, r.role] as const),
  ]);
  const profileIds = [...roles.keys()];
  const rows = await guardiansOf(db, profileIds);
  const guardianIds = [...new Set(rows.map((row) => row.guardianUserId))];
  const accounts = await familyAccounts(db, [...new Set([...profileIds, ...guardianIds])]);
  const byId = new Map(accounts.map((account) => [account.userId, account]));

  const profiles = profileIds.flatMap((userId) => {
    const account = byId.get(userId);
    if (!account) return [];
    return [
      {
        user_id: userId,
        profile_id: account.profileId ?? account.reservedProfileId,
        mid: account.mid,
        name: account.name,
        gender: account.gender ?? account.declaredGender,
        status: account.status,
        profile_for: account.profileFor,
        role: roles.get(userId) ?? 'view',
        candidate_login: hasCandidateLogin(account),
      },
    ];
  });

  const links = [
    ...rows.map((row) => ({ guardian: row.guardianUserId, profile: row.profileUserId, role: row.role })),
    ...profiles
      .filter((profile) => profile.user_id === loginId || profile.candidate_login)
      .map((profile) => ({ guardian: profile.user_id, profile: profile.user_id, role: 'owner' as const })),
  ];
  const guardians = new Map<number, MyFamilyResponse['guardians'][number]>();
  for (const link of links) {
    const account = byId.get(link.guardian);
    if (!account) continue;
    const seen = guardians.get(link.guardian);
    const own = link.guardian === link.profile;
    const isCandidate =
      own &&
      (account.addedByFamily
        ? hasCandidateLogin(account)
        : account.profileId !== null && !isForSomeoneElse(account.profileFor));
    if (seen) {
      seen.role = stronger(seen.role, link.role);
      seen.is_candidate ||= isCandidate;
      seen.profiles.push({ user_id: link.profile, role: link.role });
      continue;
    }
    guardians.set(link.guardian, {
      user_id: link.guardian,
      // A profile the family added has no sign-up name.
      name: account.userName || account.name || '',
      mobile_last4: account.mobile ? account.mobile.slice(-4) : null,
      role: link.role,
      is_candidate: isCandidate,
      profiles: [{ user_id: link.profile, role: link.role }],
    });
  }
  return { profiles, guardians: [...guardians.values()] };
}
