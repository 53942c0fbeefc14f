import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { useKeepListed } from '../api/married-api';

/**
 * The warning mail's link: a page that asks once, so a mail scanner opening the link changes
 * nothing; the button sends the one POST.
 */
export default function KeepListedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const keep = useKeepListed();
  const errorText = useErrorText();
  return (
    <Page title={t('married.keepTitle')}>
      {keep.isSuccess ? (
        <Alert tone="success">
          <p>{t('married.kept')}</p>
        </Alert>
      ) : (
        <>
          <p>{t('married.keepText')}</p>
          {keep.isError && (
            <Alert tone="warning">
              <p>{errorText(keep.error)}</p>
            </Alert>
          )}
          <button
            className="button button--primary"
            type="button"
            disabled={keep.isPending || !token}
            onClick={() => keep.mutate(token)}
          >
            {t('married.keepButton')}
          </button>
        </>
      )}
    </Page>
  );
}
