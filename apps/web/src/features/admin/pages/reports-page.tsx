import '../admin.css';
import { REPORT_STATUSES, type ReportStatus } from '@varmala/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useReports } from '../api/use-reports';
import { ReportTable } from '../components/report-table';
import { UnreachableElsewhere } from '../components/unreachable-elsewhere';

const isStatus = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly (string | null)[]).includes(value);

/** The operator's queue of the members' reports: open ones first by default, each dismissed or acted on. */
export default function AdminReportsPage() {
  const { t } = useTranslation();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  // No status in the address: the open ones; 'all' for every report.
  const status = asked === 'all' ? undefined : isStatus(asked) ? asked : 'open';
  const list = useReports(status);

  return (
    <Page title={t('privacy.queue.title')}>
      <UnreachableElsewhere />
      <div className="admin-filters admin-reports__filter">
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('privacy.queue.show')}
          </label>
          <select
            className="field__input"
            id={selectId}
            value={status ?? 'all'}
            onChange={(event) =>
              setParams(new URLSearchParams({ status: event.currentTarget.value }), { replace: true })
            }
          >
            {[...REPORT_STATUSES, 'all' as const].map((choice) => (
              <option key={choice} value={choice}>
                {t(`privacy.queue.statuses.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
