import '../admin.css';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useDashboard } from '../api/use-dashboard';
import { EMPTY_FILTERS, NEW_PROFILE_STATUSES, paramsFromFilters } from '../profile-filters';

const listOf = (filters: Partial<typeof EMPTY_FILTERS>) =>
  `/admin/profile/search?${paramsFromFilters({ ...EMPTY_FILTERS, ...filters })}`;

/** Each count opens the list it counts. */
const LINKS = {
  new_profiles: listOf({ status: NEW_PROFILE_STATUSES }),
  changes_to_review: listOf({ pending: true }),
  open_reports: '/admin/reports?status=open',
  unreachable_waiting: '/admin/unreachable?status=open',
} as const;
const COUNTED = ['new_profiles', 'changes_to_review', 'open_reports', 'unreachable_waiting'] as const;

/**
 * Where the operator lands after logging in: what waits today, counted, each count a link to its
 * list, and the way to the rest of the operator's pages.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();

  return (
    <Page title={t('admin.dashboard.title')}>
      {dashboard.isPending ? (
        <Spinner />
      ) : dashboard.isError ? (
        <Alert tone="warning">
          <p>{t('admin.search.loadFailed')}</p>
          <button className="button button--small" type="button" onClick={() => void dashboard.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : (
        <>
          <ul className="admin-dashboard" aria-label={t('admin.dashboard.countsLabel')}>
            {COUNTED.map((key) => (
              <li key={key}>
                <Link className="admin-dashboard__count" to={LINKS[key]}>
                  <span className="admin-dashboard__number">{dashboard.data[key]}</span>
                  <span>{t(`admin.dashboard.${key}`, { count: dashboard.data[key] })}</span>
                </Link>
              </li>
            ))}
            <li>
              {dashboard.data.payments_waiting === null ? (
                <div className="admin-dashboard__count admin-dashboard__count--quiet">
                  <span>{t('admin.dashboard.noPayments')}</span>
                </div>
              ) : (
                <Link className="admin-dashboard__count" to="/admin/payments">
                  <span className="admin-dashboard__number">{dashboard.data.payments_waiting}</span>
                  <span>
                    {t('admin.dashboard.payments_waiting', { count: dashboard.data.payments_waiting })}
                  </span>
                </Link>
              )}
            </li>
          </ul>
          <section aria-labelledby="married-months">
            <h2 className="admin-dashboard__heading" id="married-months">
              {t('admin.stories.marriedTitle')}
            </h2>
            <p>
              <Link to="/admin/stories">
                {t('admin.stories.waiting', { count: dashboard.data.stories_waiting })}
              </Link>
            </p>
            <table className="admin-married">
              <thead>
                <tr>
                  <th scope="col">{t('admin.stories.month')}</th>
                  <th scope="col">{t('admin.stories.throughSite')}</th>
                  <th scope="col">{t('admin.stories.otherSource')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.data.married_per_month.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{row.month}</th>
                    <td>{row.through_site}</td>
                    <td>{row.other_source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="admin-dashboard__next">
            <Link className="button button--primary" to={listOf({ waiting: true })}>
              {t('admin.dashboard.reviewWaiting')}
            </Link>
            <Link className="button" to="/admin/profiles/pending">
              {t('admin.dashboard.reviewQueue')}
            </Link>
          </p>
        </>
      )}
      <nav className="admin-dashboard__more" aria-label={t('admin.dashboard.moreLabel')}>
        <h2 className="admin-dashboard__heading">{t('admin.dashboard.moreLabel')}</h2>
        <ul>
          <li>
            <Link to="/admin/profile/search">{t('nav.adminProfiles')}</Link>
          </li>
          <li>
            <Link to="/admin/marriages">{t('nav.adminMarriages')}</Link>
          </li>
          <li>
            <Link to="/admin/stories">{t('admin.stories.title')}</Link>
          </li>
          <li>
            <Link to="/admin/subscription">{t('nav.adminSubscription')}</Link>
          </li>
          <li>
            <Link to="/admin/match-rule">{t('nav.adminMatchRule')}</Link>
          </li>
          <li>
            <Link to="/admin/booklet">{t('biodata.booklet.link')}</Link>
          </li>
          <li>
            <Link to="/admin/payments">{t('nav.adminPayments')}</Link>
          </li>
          <li>
            <Link to="/admin/plans">{t('nav.adminPlans')}</Link>
          </li>
          <li>
            <Link to="/admin/assisted-profile">{t('nav.adminAssisted')}</Link>
          </li>
        </ul>
      </nav>
    </Page>
  );
}
