import { type ReportRow, STATUS_REJECTED, statusLabel } from '@varmala/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../components/use-format';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useResolveReport } from '../api/use-reports';
import { type Refusal, RefuseDialog } from './refuse-dialog';

interface ReportTableProps {
  rows: readonly ReportRow[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The reports, each with both members, what was said, and the operator's two answers while open. */
export function ReportTable({ rows, hasMore, loadingMore, onLoadMore }: ReportTableProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="admin-table__frame">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('privacy.queue.date')}</th>
              <th scope="col">{t('privacy.queue.reported')}</th>
              <th scope="col">{t('privacy.queue.reason')}</th>
              <th scope="col">{t('privacy.queue.reporter')}</th>
              <th scope="col">{t('privacy.queue.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ReportTableRow key={row.report_id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {hasMore && (
        <div className="admin-more">
          <button
            className="button"
            type="button"
            aria-busy={loadingMore}
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
          >
            {t('privacy.queue.viewMore')}
          </button>
        </div>
      )}
    </>
  );
}

function ReportTableRow({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const profileStatus = useOptionLabel('profileStatus');
  const resolve = useResolveReport();
  const { profile, reporter } = row;
  const mid = profile.mid ?? '-';
  const about = t('privacy.queue.aboutProfile', { mid });

  const [refusing, setRefusing] = useState(false);

  const act = (action: 'dismiss' | 'reject_profile', refusal?: Refusal) => {
    if (resolve.isPending) return;
    // The promise, not mutate's own callbacks: the row leaves the list once the queue is read again,
    // and React Query calls no callback of a component that is gone, so 'Done' would never show.
    resolve.mutateAsync({ reportId: row.report_id, action, refusal }).then(
      () => {
        setRefusing(false);
        notifySuccess(t('privacy.queue.resolved'));
      },
      (error: unknown) => notifyFailure(t('privacy.queue.failed'), error),
    );
  };

  const status = profile.status === null ? undefined : statusLabel(profile.status);
  return (
    <tr>
      <td className="admin-table__nowrap">
        <time dateTime={row.created_at}>{formatDay(row.created_at)}</time>
      </td>
      <td>
        {profile.profile_id !== null ? (
          <Link to={`/profile/view/${profile.profile_id}`}>{profile.name}</Link>
        ) : (
          t('privacy.memberLeft')
        )}
        <span className="admin-table__mid">{mid}</span>
        {status && <span className="admin-table__mid">{profileStatus(status)}</span>}
        {profile.open_reports > 1 && (
          <span className="admin-table__mid">
            {t('privacy.queue.openReports', { count: profile.open_reports })}
          </span>
        )}
      </td>
      <td>
        <strong>{t(`privacy.report.reasons.${row.reason}`)}</strong>
        <p className="admin-report__details">{row.details ?? t('privacy.queue.noDetails')}</p>
      </td>
      <td>
        {reporter.name ?? t('privacy.memberLeft')}
        <span className="admin-table__mid">{reporter.mid ?? '-'}</span>
      </td>
      <td>
        {row.status === 'open' ? (
          <div className="admin-table__actions">
            <button
              className="button button--small"
              type="button"
              aria-busy={resolve.isPending}
              onClick={() => act('dismiss')}
            >
              {t('privacy.queue.dismiss')}
              <span className="visually-hidden"> {about}</span>
            </button>
            {profile.profile_id !== null && (
              <button
                className="button button--small button--primary"
                type="button"
                aria-busy={resolve.isPending}
                onClick={() => setRefusing(true)}
              >
                {t('privacy.queue.reject')}
                <span className="visually-hidden"> {about}</span>
              </button>
            )}
            {/* Rejecting asks why, as any rejection does: the member is told the reason. */}
            {refusing && (
              <RefuseDialog
                status={STATUS_REJECTED}
                who={`${profile.name ?? ''} (${mid})`}
                context={t('privacy.queue.confirmReject', { mid })}
                busy={resolve.isPending}
                onRefuse={(refusal) => act('reject_profile', refusal)}
                onClose={() => setRefusing(false)}
              />
            )}
          </div>
        ) : (
          t(`privacy.queue.statuses.${row.status}`)
        )}
      </td>
    </tr>
  );
}
