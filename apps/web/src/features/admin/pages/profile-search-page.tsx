import '../admin.css';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useAdminProfiles } from '../api/use-admin-profiles';
import { ProfileFilterForm } from '../components/profile-filter-form';
import { ProfileTable } from '../components/profile-table';
import {
  type FilterForm,
  filtersFromParams,
  paramsFromFilters,
  requestFromFilters,
} from '../profile-filters';

/** The operator's list of every profile: find one by id, date of birth or site, then act on it. */
export default function AdminProfileSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const request = useMemo(() => requestFromFilters(applied), [applied]);
  const list = useAdminProfiles(request);

  // Kept in the address (replaced, not pushed), so Back from a profile finds the same list.
  const apply = (filters: FilterForm) => {
    setParams(paramsFromFilters(filters), { replace: true, preventScrollReset: true });
    // The same request again (e.g. a date without its day) still reads the list afresh.
    if (JSON.stringify(requestFromFilters(filters)) === JSON.stringify(request)) void list.refetch();
  };

  return (
    <Page title={t('admin.profileSearchTitle')}>
      {/* Starts from the address; the filters change in the address only through this form (replaced,
          never pushed), so it need not follow the address afterwards. */}
      <ProfileFilterForm
        applied={applied}
        onSearch={apply}
        onReset={() => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })}
      />
      <p className="visually-hidden" role="status">
        {list.data && !list.isPlaceholderData ? t('admin.search.count', { count: list.data.count }) : ''}
      </p>
      <div className={list.isPlaceholderData ? 'admin-results admin-results--stale' : 'admin-results'}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError && !list.isFetchNextPageError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : list.data.rows.length === 0 ? (
          <p className="admin-results__empty">{t('admin.search.empty')}</p>
        ) : (
          <>
            <ProfileTable
              rows={list.data.rows}
              count={list.data.count}
              hasMore={list.hasNextPage && !list.isFetchNextPageError}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
            {list.isFetchNextPageError && <LoadFailed onRetry={() => void list.fetchNextPage()} />}
          </>
        )}
      </div>
    </Page>
  );
}

/** Spec section 8: other errors of the admin list read 'Something went wrong...' (a 403 goes to /forbidden). */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <p>{t('admin.search.loadFailed')}</p>
      <button className="button button--small" type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </Alert>
  );
}
