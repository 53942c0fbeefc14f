import { UNREACHABLE_REVIEW_AFTER, type UnreachableRow } from '@varmala/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ConfirmQuestion } from '../../../components/use-confirm';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useResolveUnreachable } from '../api/use-unreachable';

interface UnreachableItemProps {
  row: UnreachableRow;
  /** The page's one dialog: true when the operator confirms. */
  confirm: (question: ConfirmQuestion) => Promise<boolean>;
}

type Action = 'refund' | 'dismiss';

/**
 * One report: the profile and the numbers the subscriber was given, who could not reach them and
 * what they said, and while it is open the operator's two answers, each asked again in a dialog.
 */
export function UnreachableItem({ row, confirm }: UnreachableItemProps) {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const resolve = useResolveUnreachable();
  const headingId = useId();
  const { profile, reporter } = row;
  const mid = profile.mid ?? '-';
  const who = profile.name ? `${profile.name} (${mid})` : mid;
  const reporterName = reporter.name ?? t('admin.unreachable.memberLeft');
  const reporterWho = reporter.mid ? `${reporterName} (${reporter.mid})` : reporterName;

  const act = async (action: Action) => {
    if (resolve.isPending) return;
    // The refund that puts the profile back for review says so first.
    const backToReview = profile.refunded_reports + 1 >= UNREACHABLE_REVIEW_AFTER;
    const confirmed = await confirm(
      action === 'refund'
        ? {
            title: t('admin.unreachable.refundTitle', { who }),
            description: (
              <>
                <p>{t('admin.unreachable.refundBody', { who, reporter: reporterWho })}</p>
                {backToReview && <p>{t('admin.unreachable.refundAgain')}</p>}
              </>
            ),
            confirm: t('admin.unreachable.refund'),
          }
        : {
            title: t('admin.unreachable.dismissTitle', { who }),
            description: <p>{t('admin.unreachable.dismissBody', { reporter: reporterWho })}</p>,
            confirm: t('admin.unreachable.dismiss'),
          },
    );
    if (!confirmed) return;
    // The promise, not mutate's callbacks: a resolved report leaves the open list, and React Query
    // calls no callback of a row that is gone.
    resolve.mutateAsync({ reportId: row.report_id, action }).then(
      () =>
        notifySuccess(
          action === 'refund' ? t('admin.unreachable.refunded') : t('admin.unreachable.dismissed'),
        ),
      (error: unknown) => notifyFailure(t('admin.unreachable.failed'), error),
    );
  };

  const about = <span className="visually-hidden"> - {t('admin.unreachable.about', { mid })}</span>;
  return (
    <li className="admin-unreachable" data-testid="unreachable-report" aria-labelledby={headingId}>
      <h2 className="admin-unreachable__who" id={headingId}>
        {profile.profile_id !== null ? (
          <Link className="admin-unreachable__link" to={`/profile/view/${profile.profile_id}`}>
            {profile.name ?? mid}
          </Link>
        ) : (
          t('admin.unreachable.memberLeft')
        )}
        <span className="admin-table__mid">{mid}</span>
      </h2>
      <dl className="admin-unreachable__facts">
        <div>
          <dt>{t('admin.unreachable.numbers')}</dt>
          <dd>
            {profile.mobiles.length === 0
              ? t('admin.unreachable.noNumber')
              : profile.mobiles.map((mobile) => (
                  <a className="admin-unreachable__number" href={`tel:${mobile}`} key={mobile}>
                    {mobile}
                  </a>
                ))}
          </dd>
        </div>
        <div>
          <dt>{t('admin.unreachable.reason')}</dt>
          <dd>{t(`subscription.unreachable.reasons.${row.reason}`)}</dd>
        </div>
        <div>
          <dt>{t('admin.unreachable.reporter')}</dt>
          <dd>
            {reporter.profile_id !== null ? (
              <Link className="admin-unreachable__link" to={`/profile/view/${reporter.profile_id}`}>
                {reporterName}
              </Link>
            ) : (
              reporterName
            )}
            {reporter.mid && <span className="admin-table__mid">{reporter.mid}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('admin.unreachable.reportedOn')}</dt>
          <dd>
            <time dateTime={row.created_at}>{formatDay(row.created_at)}</time>
          </dd>
        </div>
        {row.downloaded_at && (
          <div>
            <dt>{t('admin.unreachable.downloadedOn')}</dt>
            <dd>
              <time dateTime={row.downloaded_at}>{formatDay(row.downloaded_at)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('admin.unreachable.state')}</dt>
          <dd className={`admin-unreachable__state admin-unreachable__state--${row.status}`}>
            {row.resolved_at
              ? t('admin.unreachable.resolvedOn', {
                  state: t(`admin.unreachable.statuses.${row.status}`),
                  date: formatDay(row.resolved_at),
                })
              : t(`admin.unreachable.statuses.${row.status}`)}
          </dd>
        </div>
      </dl>
      {/* Once resolved, the count would hold this report too. */}
      {row.status === 'open' && profile.refunded_reports > 0 && (
        <p className="admin-unreachable__before">
          {t('admin.unreachable.refundedBefore', { count: profile.refunded_reports })}
        </p>
      )}
      {row.status === 'open' && (
        <p className="admin-unreachable__actions">
          <button
            className="button button--primary button--small"
            type="button"
            aria-busy={resolve.isPending}
            onClick={() => void act('refund')}
          >
            {t('admin.unreachable.refund')}
            {about}
          </button>
          <button
            className="button button--small"
            type="button"
            aria-busy={resolve.isPending}
            onClick={() => void act('dismiss')}
          >
            {t('admin.unreachable.dismiss')}
            {about}
          </button>
        </p>
      )}
    </li>
  );
}
