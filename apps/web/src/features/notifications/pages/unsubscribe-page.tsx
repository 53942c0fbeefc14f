import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';
import { unsubscribeByLink } from '../api/notifications-api';

/**
 * The link in every notice mail: no login, and nothing changes until the button is pressed (a mail
 * scanner that opens links must not turn a family's mail off).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribeByLink(token) });
  return (
    <Page title={t('notifications.unsubscribe.title')} narrow>
      {stop.isSuccess ? (
        <Alert tone="success">{t('notifications.unsubscribe.done')}</Alert>
      ) : (
        <>
          <p>{t('notifications.unsubscribe.explain')}</p>
          {stop.isError && <Alert tone="warning">{t('notifications.unsubscribe.failed')}</Alert>}
          <button type="button" className="button" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {t('notifications.unsubscribe.button')}
          </button>
        </>
      )}
    </Page>
  );
}
