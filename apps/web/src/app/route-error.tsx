import { ContactHelp } from '../components/contact-link';
import { useTranslation } from '../i18n/use-translation';

/** Shown when a page fails to load or render, e.g. a stale chunk after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page page--narrow" id="main">
      <h1 className="page__title">{t('app.crashTitle')}</h1>
      <p>{t('app.crashBody')}</p>
      <button className="button button--primary" type="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
      <ContactHelp />
    </main>
  );
}
