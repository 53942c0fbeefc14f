import '../subscription.css';
import type { Subscription } from '@varmala/shared';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useFreshToken } from '../api/use-fresh-token';
import { useSubscription } from '../api/use-subscription';
import { DownloadedProfiles } from '../components/downloaded-profiles';

export default function SubscriptionPage() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const summary = useSubscription();
  // The token names the subscription the profile pages go by; bring it up to date when it differs.
  useFreshToken(summary.isSuccess && claims?.subscription_id !== summary.data.subscription_id);

  if (summary.error instanceof ApiError && summary.error.status === 402) {
    return <Navigate to="/upgrade" replace />;
  }
  return (
    <Page title={t('subscription.title')}>
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <Alert tone="warning">
          <p>{t('subscription.failed')}</p>
          <button className="button button--small" type="button" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : (
        <>
          <SubscriptionSummary subscription={summary.data} />
          <DownloadedProfiles />
        </>
      )}
    </Page>
  );
}

function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const { total_download, current_download, start_date, end_date, duration, remaining } = subscription;
  const rows = [
    ['total', total_download],
    ['used', current_download],
    ['pending', Math.max(total_download - current_download, 0)],
    ['startDate', formatDay(start_date)],
    ['endDate', formatDay(end_date)],
    ['duration', t('subscription.days', { count: duration })],
    ['remaining', t('subscription.days', { count: remaining })],
  ] as const;
  return (
    <section aria-label={t('subscription.summaryLabel')}>
      <dl className="subscription-summary">
        {rows.map(([key, value]) => (
          <div className="subscription-summary__item" key={key}>
            <dt>{t(`subscription.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
