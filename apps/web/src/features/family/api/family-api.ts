import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddFamilyProfileRequest, FamilyInviteRequest, TokenClaims } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';

export const familyKeys = {
  family: ['family'] as const,
};

/**
 * The account that logged in, whichever profile the token acts for: the family's routes act for
 * it, and switching back goes to it.
 */
export function loginIdOf(claims: TokenClaims | null): number | null {
  return claims ? (claims.act ?? claims.user_id) : null;
}

/** `GET /api/me/family`: the profiles the login runs and who runs them. */
export function useMyFamily(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: familyKeys.family,
    queryFn: ({ signal }) => callApi('myFamily', { signal }),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}

/**
 * Acts for one of the family's profiles (or the login's own again): the session takes the new
 * token, which empties every cached answer of the profile before, and reads who it is now.
 */
export async function actFor(userId: number): Promise<void> {
  const { token } = await callApi('switchProfile', { params: { userId } });
  startSession(token);
  await loadCurrentUser();
}

export function useSwitchProfile() {
  return useMutation({ mutationFn: actFor });
}

export function useAddFamilyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddFamilyProfileRequest) => callApi('addFamilyProfile', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}

export function useInviteGuardian() {
  return useMutation({
    mutationFn: (body: FamilyInviteRequest) => callApi('inviteGuardian', { body }),
  });
}

export function useCandidateLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; mobile: string }) => callApi('candidateLogin', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}

export function useRemoveGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi('removeGuardian', { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}

/**
 * The login leaves one profile it runs. Acting for that profile, it first acts for its own again:
 * the switch token stops with the guardian's row.
 */
export function useLeaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      loginId,
      profileUserId,
      acting,
    }: {
      loginId: number;
      profileUserId: number;
      acting: boolean;
    }) => {
      if (acting) await actFor(loginId);
      return callApi('removeGuardian', { params: { userId: loginId }, query: { profile: profileUserId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}

export function useAcceptFamilyInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi('acceptFamilyInvite', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}
