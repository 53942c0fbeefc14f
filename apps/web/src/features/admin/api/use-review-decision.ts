import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminProfileListResponse,
  type PendingProfile,
  type PendingProfilesResponse,
  STATUS_APPROVED,
  STATUS_REJECTED,
} from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import type { Refusal } from '../components/refuse-dialog';
import { adminKeys } from './query-keys';
import { withUpdatedRow } from './with-updated-row';

export type Decision = 'approve' | 'reject';

/**
 * The operator's one-tap decision on a profile of the queue. A new profile is approved (200) or
 * rejected (500); an Approved profile's changes are approved (200 again) or turned down. Either way
 * the decision names what the operator saw (`review_key`), and the profile leaves the queue.
 */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      profile,
      decision,
      refusal,
    }: {
      profile: PendingProfile;
      decision: Decision;
      /** Rejecting a new profile: why, as the member will be told. */
      refusal?: Refusal;
    }) => {
      const params = { profileId: profile.profile_id };
      const reviewKey = profile.pending_changes?.review_key;
      if (profile.waiting === 'changes' && decision === 'reject' && reviewKey) {
        return callApi('discardProfileChanges', {
          params,
          body: { profile_id: profile.profile_id, review_key: reviewKey },
        });
      }
      return callApi('updateProfileStatus', {
        params,
        body: {
          profile_id: profile.profile_id,
          status: decision === 'approve' ? STATUS_APPROVED : STATUS_REJECTED,
          review_key: reviewKey,
          ...(decision === 'reject' && refusal ? { reason: refusal.reason, note: refusal.note } : {}),
        },
      });
    },
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<InfiniteData<PendingProfilesResponse>>(
        adminKeys.pending,
        (data) =>
          data && {
            ...data,
            // The next page still starts where this one ended (its `next`), so taking a decided
            // profile out of the list moves no waiting one past the operator.
            pages: data.pages.map((page) => ({
              ...page,
              rows: page.rows.filter((row) => row.profile_id !== profile.profile_id),
              count: Math.max(0, page.count - 1),
            })),
          },
      );
      queryClient.setQueriesData<InfiniteData<AdminProfileListResponse>>(
        { queryKey: adminKeys.profileLists },
        (data) => data && { ...data, pages: withUpdatedRow(data.pages, profile) },
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
