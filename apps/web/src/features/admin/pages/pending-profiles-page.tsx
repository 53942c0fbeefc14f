import '../admin.css';
import { displayName, type PendingProfile, STATUS_REJECTED } from '@varmala/shared';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { usePendingProfiles } from '../api/use-pending-profiles';
import { type Decision, useReviewDecision } from '../api/use-review-decision';
import { PendingProfileCard } from '../components/pending-profile-card';
import { type Refusal, RefuseDialog } from '../components/refuse-dialog';

const whoOf = (profile: PendingProfile) => `${displayName(profile, profile.domain)} (${profile.mid})`;

/** The operator's day: what waits for a decision, oldest first, one tap to approve or reject. */
export default function PendingProfilesPage() {
  const { t } = useTranslation();
  const queue = usePendingProfiles();
  const decide = useReviewDecision();
  const deciding = decide.isPending ? decide.variables?.profile.profile_id : undefined;

  const [refusing, setRefusing] = useState<PendingProfile | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();

  const send = (profile: PendingProfile, decision: Decision, refusal?: Refusal) =>
    decide.mutate(
      { profile, decision, refusal },
      {
        onSuccess: () => {
          setRefusing(null);
          notifySuccess(
            decision === 'approve' ? t('admin.pending.approved') : t('admin.pending.rejected'),
            refusal ? `${whoOf(profile)}. ${t('admin.undo.hint')}` : whoOf(profile),
          );
        },
        onError: (error) => {
          notifyFailure(t('admin.pending.failed'), error);
          // Changed since it was read (a 409): the queue is read again, so the next look is current.
          void queue.refetch();
        },
      },
    );

  // Approving is one tap; rejecting a new profile asks why, turning changes down asks first.
  const onDecide = async (profile: PendingProfile, decision: Decision) => {
    if (decision === 'approve') return send(profile, decision);
    if (profile.waiting === 'new') return setRefusing(profile);
    const confirmed = await confirm({
      title: t('admin.pending.confirmTurnDown', { who: whoOf(profile) }),
      description: <p>{t('admin.pending.turnDownBody')}</p>,
      confirm: t('admin.pending.rejectChanges'),
      destructive: true,
    });
    if (confirmed) send(profile, decision);
  };

  return (
    <Page title={t('admin.pending.title')}>
      {confirmDialog}
      <RefuseDialog
        status={refusing ? STATUS_REJECTED : null}
        who={refusing ? whoOf(refusing) : ''}
        busy={decide.isPending}
        onRefuse={(refusal) => refusing && send(refusing, 'reject', refusal)}
        onClose={() => setRefusing(null)}
      />
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
                  onDecide={(decision) => void onDecide(profile, decision)}
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
