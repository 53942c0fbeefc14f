import '../admin.css';
import type { PendingProfile } from '@varmala/shared';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { usePendingProfiles } from '../api/use-pending-profiles';
import { type Decision, useReviewDecision } from '../api/use-review-decision';
import { PendingProfileCard } from '../components/pending-profile-card';

/** The operator's day: what waits for a decision, oldest first, one tap to approve or reject. */
export default function PendingProfilesPage() {
  const { t } = useTranslation();
  const queue = usePendingProfiles();
  const decide = useReviewDecision();
  const deciding = decide.isPending ? decide.variables?.profile.profile_id : undefined;

  const onDecide = (profile: PendingProfile, decision: Decision) =>
    decide.mutate(
      { profile, decision },
      {
        onSuccess: () =>
          notifySuccess(
            decision === 'approve' ? t('admin.pending.approved') : t('admin.pending.rejected'),
            `${profile.name} ${profile.surname} (${profile.mid})`,
          ),
        onError: (error) => {
          notifyFailure(t('admin.pending.failed'), error);
          // Changed since it was read (a 409): the queue is read again, so the next look is current.
          void queue.refetch();
        },
      },
    );

  return (
    <Page title={t('admin.pending.title')}>
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError && !queue.isFetchNextPageError ? (
        <Alert tone="warning">
          <p>{t('admin.search.loadFailed')}</p>
          <button className="button button--small" type="button" onClick={() => void queue.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : (
        <>
          <p className="pending-queue__count" role="status">
            {queue.data.count === 0
              ? t('admin.pending.empty')
              : t('admin.pending.count', { count: queue.data.count })}
          </p>
          <ol className="pending-queue">
            {queue.data.rows.map((profile) => (
              <li key={profile.profile_id}>
                <PendingProfileCard
                  profile={profile}
                  busy={deciding === profile.profile_id}
                  onDecide={(decision) => onDecide(profile, decision)}
                />
              </li>
            ))}
          </ol>
          {queue.hasNextPage && (
            <button
              className="button admin-more"
              type="button"
              disabled={queue.isFetchingNextPage}
              aria-busy={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {queue.isFetchingNextPage ? t('admin.search.loadingMore') : t('admin.search.viewMore')}
            </button>
          )}
        </>
      )}
    </Page>
  );
}
