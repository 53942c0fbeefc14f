import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { useContactViews } from '../api/use-contact-views';

/**
 * Who took my number: every member who opened the member's contact details, newest first, by the
 * name the operator approved, or "A member" beside the member id until then.
 */
export function ContactViews() {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const views = useContactViews();
  const rows = views.data?.rows ?? [];

  return (
    <section className="privacy-section" aria-labelledby="privacy-views-heading">
      <h2 className="privacy-section__title" id="privacy-views-heading">
        {t('privacy.contactViews.title')}
      </h2>
      <p>{t('privacy.contactViews.intro')}</p>
      {views.isPending ? (
        <Spinner />
      ) : views.isError ? (
        <Alert tone="warning">
          <p>{t('privacy.loadFailed')}</p>
        </Alert>
      ) : rows.length === 0 ? (
        <p>{t('privacy.contactViews.empty')}</p>
      ) : (
        <table className="privacy-table">
          <thead>
            <tr>
              <th scope="col">{t('privacy.contactViews.memberId')}</th>
              <th scope="col">{t('privacy.contactViews.name')}</th>
              <th scope="col">{t('privacy.contactViews.viewedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.mid} ${row.viewed_at}`}>
                <td>{row.mid ?? '-'}</td>
                <td className={row.name === null ? 'privacy-table__left' : undefined}>
                  {row.left ? t('privacy.memberLeft') : (row.name ?? t('privacy.aMember'))}
                </td>
                <td>
                  <time dateTime={row.viewed_at}>{formatDay(row.viewed_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {views.hasNextPage && (
        <div className="privacy-more">
          <button
            className="button"
            type="button"
            aria-busy={views.isFetchingNextPage}
            aria-disabled={views.isFetchingNextPage}
            onClick={() => {
              if (!views.isFetchingNextPage) void views.fetchNextPage();
            }}
          >
            {t('privacy.contactViews.viewMore')}
          </button>
        </div>
      )}
    </section>
  );
}
