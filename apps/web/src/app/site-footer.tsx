import { Link } from 'react-router';
import { useSiteName } from '../components/use-site-name';
import { useTranslation } from '../i18n/use-translation';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteName();
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
          <li>
            <Link to="/safety">{t('footer.safety')}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">{t('footer.copyright', { year: new Date().getFullYear(), site })}</p>
    </footer>
  );
}
