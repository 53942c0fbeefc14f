import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to="/view/terms">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/view/privacy">{t('footer.privacy')}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
