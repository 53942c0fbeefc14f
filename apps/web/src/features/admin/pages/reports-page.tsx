import '../admin.css';
import { REPORT_STATUSES } from '@varmala/shared';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useReports } from '../api/use-reports';
import { ReportTable } from '../components/report-table';
import { StatusFilter, useStatusInAddress } from '../components/status-filter';
import { UnreachableElsewhere } from '../components/unreachable-elsewhere';

/** The operator's queue of the members' reports: open ones first by default, each dismissed or acted on. */
export default function AdminReportsPage() {
  const { t } = useTranslation();
  // No status in the address: the open ones; 'all' for every report.
  const [status, showStatus] = useStatusInAddress(REPORT_STATUSES, 'open');
  const list = useReports(status);

  return (
    <Page title={t('privacy.queue.title')}>
      <UnreachableElsewhere />
      <StatusFilter
        label={t('privacy.queue.show')}
        statuses={REPORT_STATUSES}
        status={status}
        onChange={showStatus}
        nameOf={(choice) => t(`privacy.queue.statuses.${choice}`)}
      />
      <p role="status">
        {list.data && !list.isPlaceholderData ? t('privacy.queue.count', { count: list.data.count }) : ''}
      </p>
      <div className={list.isPlaceholderData ? 'admin-results admin-results--stale' : 'admin-results'}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError && !list.isFetchNextPageError ? (
          <Alert tone="warning">
            <p>{t('privacy.loadFailed')}</p>
            <button className="button button--small" type="button" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : list.data.rows.length === 0 ? (
          <p className="admin-results__empty">{t('privacy.queue.empty')}</p>
        ) : (
          <ReportTable
            rows={list.data.rows}
            hasMore={list.hasNextPage && !list.isFetchNextPageError}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        )}
      </div>
    </Page>
  );
}
