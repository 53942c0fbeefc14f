import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal } from '../../../lib/notify';
import { useExportMyData } from '../api/use-export-my-data';

/** Everything the site holds of the member, as a ZIP to save. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const exportData = useExportMyData();
  const onClick = () => {
    if (exportData.isPending) return;
    exportData.mutate(undefined, {
      onError: (error) =>
        error instanceof ApiError && error.status === 429
          ? notifyRefusal(t('privacy.export.failed'), t('privacy.export.tooMany'))
          : notifyFailure(t('privacy.export.failed'), error),
    });
  };
  return (
    <section className="privacy-section" aria-labelledby="privacy-export-heading">
      <h2 className="privacy-section__title" id="privacy-export-heading">
        {t('privacy.export.title')}
      </h2>
      <p>{t('privacy.export.intro')}</p>
      <button
        className="button"
        type="button"
        aria-busy={exportData.isPending}
        aria-disabled={exportData.isPending}
        onClick={onClick}
      >
        {exportData.isPending ? t('privacy.export.preparing') : t('privacy.export.button')}
      </button>
    </section>
  );
}
