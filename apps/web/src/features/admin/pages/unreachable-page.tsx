import '../admin.css';
import { UNREACHABLE_STATUSES } from '@varmala/shared';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { useUnreachableReports } from '../api/use-unreachable';
import { StatusFilter, useStatusInAddress } from '../components/status-filter';
import { UnreachableItem } from '../components/unreachable-item';

/**
 * The operator's queue of downloaded numbers that did not answer: open reports first by default,
 * each refunded (the download is given back) or dismissed.
 */
export default function AdminUnreachablePage() {
  const { t } = useTranslation();
  // No status in the address: the open ones; 'all' for every report.
  const [status, showStatus] = useStatusInAddress(UNREACHABLE_STATUSES, 'open');
  const list = useUnreachableReports(status);
  const { confirm, dialog } = useConfirm();

  return (
    <Page title={t('admin.unreachable.title')}>
      <p className="admin-unreachable__intro">{t('admin.unreachable.intro')}</p>
      <StatusFilter
        label={t('admin.unreachable.show')}
        statuses={UNREACHABLE_STATUSES}
        status={status}
        onChange={showStatus}
        nameOf={(choice) => t(`admin.unreachable.statuses.${choice}`)}
      />
      <p role="status">
        {list.data && !list.isPlaceholderData ? t('admin.unreachable.count', { count: list.data.count }) : ''}
      </p>
      {dialog}
      <div className={list.isPlaceholderData ? 'admin-results admin-results--stale' : 'admin-results'}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError && !list.isFetchNextPageError ? (
          <Alert tone="warning">
            <p>{t('admin.unreachable.loadFailed')}</p>
            <button className="button button--small" type="button" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : list.data.rows.length === 0 ? (
          <p className="admin-results__empty">{t('admin.unreachable.empty')}</p>
        ) : (
          <>
            <ul className="admin-unreachable-list">
              {list.data.rows.map((row) => (
                <UnreachableItem key={row.report_id} row={row} confirm={confirm} />
              ))}
            </ul>
            {list.hasNextPage && !list.isFetchNextPageError && (
              <div className="admin-more">
                <button
                  className="button"
                  type="button"
                  aria-busy={list.isFetchingNextPage}
                  aria-disabled={list.isFetchingNextPage}
                  onClick={() => {
                    if (!list.isFetchingNextPage) void list.fetchNextPage();
                  }}
                >
                  {t('admin.unreachable.viewMore')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
