import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguagePicker } from '../components/language-picker';
import { WhatsappLink } from '../components/whatsapp-link';
import { usePublicConfig } from '../lib/public-config';
import { useSession } from '../lib/session';

const ADMIN_LINKS = [
  { to: '/admin/profile/search', label: 'nav.adminProfiles' },
  { to: '/admin/marriages', label: 'nav.adminMarriages' },
  { to: '/admin/subscription', label: 'nav.adminSubscription' },
  { to: '/admin/reports', label: 'nav.adminReports' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const { token, claims, user } = useSession();
  const config = usePublicConfig();
  const mid = user?.mid ?? claims?.mid;
  const domain = claims?.domain ?? config?.domain ?? 'varmala';

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/">
          {t(`domains.${domain}`)}
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            {token && (
              <>
                <li>
                  <NavLink className="site-nav__link" to="/profile/edit/basic">
                    {mid ? t('nav.myProfileWithId', { mid }) : t('nav.myProfile')}
                  </NavLink>
                </li>
                <li>
                  <NavLink className="site-nav__link" to="/profile/search">
                    {t('nav.searchProfile')}
                  </NavLink>
                </li>
                {claims?.role === 'ADMIN' &&
                  ADMIN_LINKS.map(({ to, label }) => (
                    <li key={to}>
                      <NavLink className="site-nav__link" to={to}>
                        {t(label)}
                      </NavLink>
                    </li>
                  ))}
              </>
            )}
            {config?.whatsapp_number && (
              <li>
                <WhatsappLink className="site-nav__link">
                  {t('nav.help')}
                  <span className="visually-hidden"> - {t('nav.helpHint')}</span>
                </WhatsappLink>
              </li>
            )}
            {token ? (
              <li>
                <Link className="site-nav__link" to="/logout">
                  {t('nav.logout')}
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <NavLink className="site-nav__link" to="/login">
                    {t('nav.login')}
                  </NavLink>
                </li>
                <li>
                  <NavLink className="site-nav__link site-nav__link--primary" to="/signup">
                    {t('nav.register')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <LanguagePicker />
      </div>
    </header>
  );
}
