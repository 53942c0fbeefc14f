import '../biodata.css';
import { LANGUAGE_NAMES, LANGUAGES } from '@varmala/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useBiodataSettings, useDownloadBiodata } from '../api/use-biodata';
import { BiodataChoices } from '../components/biodata-choices';
import { ShareLinks } from '../components/share-links';

/** The edit-mode tab "Biodata": what it prints, the PDF in each language, and links to share it. */
export default function BiodataPage() {
  const { t } = useTranslation();
  const userId = Number(useSession().claims?.user_id);
  const settings = useBiodataSettings(userId);
  const download = useDownloadBiodata(userId);

  let body: React.ReactNode;
  if (settings.isPending) body = <Spinner />;
  else if (settings.isError) {
    const noProfile = settings.error instanceof ApiError && settings.error.status === 409;
    body = (
      <Alert tone="warning">
        {noProfile ? (
          <Link to="/profile/edit/basic">{t('biodata.basicDetailsFirst')}</Link>
        ) : (
          <p>{t('biodata.loadFailed')}</p>
        )}
      </Alert>
    );
  } else {
    body = (
      <>
        <BiodataChoices userId={userId} saved={settings.data} />
        <section className="biodata-section" aria-labelledby="biodata-download-heading">
          <h2 className="biodata-section__title" id="biodata-download-heading">
            {t('biodata.download.title')}
          </h2>
          <p>{t('biodata.download.hint')}</p>
          <div className="biodata-buttons">
            {LANGUAGES.map((language) => (
              <button
                className="button"
                type="button"
                key={language}
                lang={language}
                aria-busy={download.isPending && download.variables === language}
                onClick={() =>
                  download.mutate(language, {
                    onError: (error) => notifyFailure(t('biodata.download.failed'), error),
                  })
                }
              >
                {LANGUAGE_NAMES[language]}
              </button>
            ))}
          </div>
        </section>
        <ShareLinks />
      </>
    );
  }

  return (
    <Page title={t('biodata.title')}>
      <div className="biodata">
        <p>{t('biodata.intro')}</p>
        {body}
      </div>
    </Page>
  );
}
