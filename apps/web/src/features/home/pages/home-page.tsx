import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session';

export default function HomePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  useDocumentTitle(t('home.title'));
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <h1 className="hero__heading" id="hero-heading">
        {t('home.heading')}
      </h1>
      <p className="hero__lead">{t('home.lead')}</p>
      <div className="hero__actions">
        {token ? (
          <>
            <Link className="button button--primary" to="/profile/edit/basic">
              {t('home.myProfile')}
            </Link>
            <Link className="button" to="/profile/search">
              {t('home.searchProfile')}
            </Link>
          </>
        ) : (
          <>
            <Link className="button button--primary" to="/signup">
              {t('home.register')}
            </Link>
            <Link className="button" to="/login">
              {t('home.login')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
