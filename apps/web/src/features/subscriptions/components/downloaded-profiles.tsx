import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { useDownloadList } from '../api/use-download-list';
import { mayReportUnreachable, UnreachableReport } from './unreachable-report';

/** 'Already viewed Profiles': whose contact details the member has opened, newest first. */
export function DownloadedProfiles() {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const list = useDownloadList();
  const rows = list.data?.rows ?? [];

  return (
    <section className="downloads" aria-labelledby="downloads-heading">
      <h2 className="downloads__title" id="downloads-heading">
        {t('subscription.viewedTitle')}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert tone="warning">
          <p>{t('subscription.failed')}</p>
          <button className="button button--small" type="button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="downloads__empty">{t('subscription.empty')}</p>
      ) : (
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('subscription.profileId')}</th>
              <th scope="col">{t('subscription.name')}</th>
              <th scope="col">{t('subscription.viewedAt')}</th>
              <th scope="col">{t('subscription.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.downloaded_mid} ${row.viewed_at}`}>
                <td data-label={t('subscription.profileId')}>{row.downloaded_mid}</td>
                <td className="downloads__name">{row.downloaded_name ?? t('privacy.memberLeft')}</td>
                <td data-label={t('subscription.viewedAt')}>
                  <time dateTime={row.viewed_at}>{formatDay(row.viewed_at)}</time>
                </td>
                <td>
                  {row.profile_id !== null && (
                    <div className="downloads__actions">
                      <Link className="button button--small" to={`/profile/view/${row.profile_id}`}>
                        {t('subscription.viewProfile')}
                        <span className="visually-hidden"> {row.downloaded_name}</span>
                      </Link>
                      {mayReportUnreachable(row.viewed_at) && (
                        <UnreachableReport
                          profileId={row.profile_id}
                          name={row.downloaded_name ?? row.downloaded_mid}
                        />
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.isFetchNextPageError && (
        <Alert tone="warning">
          <p>{t('subscription.failed')}</p>
        </Alert>
      )}
      {list.hasNextPage && (
        <div className="downloads__pager">
          <button
            className="button"
            type="button"
            aria-busy={list.isFetchingNextPage}
            aria-disabled={list.isFetchingNextPage}
            onClick={() => {
              if (!list.isFetchingNextPage) void list.fetchNextPage();
            }}
          >
            {t('subscription.viewMore')}
          </button>
        </div>
      )}
    </section>
  );
}
