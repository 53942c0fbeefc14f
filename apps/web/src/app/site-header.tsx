import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ContactLink } from '../components/contact-link';
import { LanguagePicker } from '../components/language-picker';
import { NotificationBellSlot } from '../components/notification-bell-slot';
import { interestKeys } from '../features/interests/api/interests-api';
import { useMemberHome } from '../features/interests/api/use-member-home';
import { useTranslation } from '../i18n/use-translation';
import { usePublicConfig } from '../lib/public-config';
import { useSession } from '../lib/session';
import { useTakenOver } from '../lib/taken-over';

const ADMIN_LINKS = [
  { to: '/admin', label: 'nav.adminDashboard' },
  { to: '/admin/profiles/pending', label: 'nav.adminPending' },
  { to: '/admin/profile/search', label: 'nav.adminProfiles' },
  { to: '/admin/marriages', label: 'nav.adminMarriages' },
  { to: '/admin/subscription', label: 'nav.adminSubscription' },
  { to: '/admin/match-rule', label: 'nav.adminMatchRule' },
  { to: '/admin/reports', label: 'nav.adminReports' },
  { to: '/admin/selfies', label: 'nav.adminSelfies' },
  { to: '/admin/payments', label: 'nav.adminPayments' },
] as const;

/** The shortlist is the search page with one filter: the menu opens it directly. */
export const SHORTLIST_PATH = '/profile/search?shortlist=1';

/** How long a count of new interests is shown before a move to another page reads it again. */
const COUNT_FRESH_MS = 60_000;

/**
 * How many interests wait for the member's answer, read again on a move to another page once the
 * count is a minute old (the home computes new matches too: not for every tap); an answer the member
 * gives updates it at once. The operator has no profile, so none.
 */
function useNewInterests(member: boolean, pathname: string): number {
  const queryClient = useQueryClient();
  const home = useMemberHome({ enabled: member });
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (member && Date.now() - home.dataUpdatedAt > COUNT_FRESH_MS) {
      void queryClient.invalidateQueries({ queryKey: interestKeys.home });
    }
  }, [member, pathname, queryClient, home.dataUpdatedAt]);
  return member ? (home.data?.interests_received_new ?? 0) : 0;
}

/** The count of new interests beside a label; its words are for screen readers. */
function NewInterests({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <>
      <span className="site-nav__badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> - {t('nav.interestsNew', { count })}</span>
    </>
  );
}

/**
 * One row on a 360 px phone: the site's name, the language and a Menu button that opens the links
 * below the header. From 48rem the links sit in the row and the button is not shown.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { token, claims, user } = useSession();
  const config = usePublicConfig();
  const mid = user?.mid ?? claims?.mid;
  const domain = claims?.domain ?? config?.domain ?? 'varmala';
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Prerendered, the button has no handler yet: a tap would do nothing, so it waits for the app.
  const ready = useTakenOver();
  const newInterests = useNewInterests(Boolean(token) && claims?.role !== 'ADMIN', location.pathname);

  // Any navigation closes the menu, whichever link or button caused it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address changing is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/">
          {t(`domains.${domain}`)}
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')} ref={nav}>
          <button
            ref={menuButton}
            className="site-nav__toggle"
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-nav-links"
            disabled={!ready}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span className="site-nav__toggle-text">{t('nav.menu')}</span>
            <NewInterests count={newInterests} />
          </button>
          <ul
            className={menuOpen ? 'site-nav__list site-nav__list--open' : 'site-nav__list'}
            id="site-nav-links"
          >
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
                <li>
                  <Link className="site-nav__link" to={SHORTLIST_PATH}>
                    {t('nav.shortlist')}
                  </Link>
                </li>
                {claims?.role !== 'ADMIN' && (
                  <li>
                    <NavLink className="site-nav__link" to="/interests">
                      {t('nav.interests')}
                      <NewInterests count={newInterests} />
                    </NavLink>
                  </li>
                )}
                {claims?.role !== 'ADMIN' && (
                  <li>
                    <NavLink className="site-nav__link" to="/verify">
                      {t('nav.verify')}
                    </NavLink>
                  </li>
                )}
                {claims?.role === 'ADMIN' &&
                  ADMIN_LINKS.map(({ to, label }) => (
                    <li key={to}>
                      {/* The dashboard's address begins every operator page's: marked on its own only. */}
                      <NavLink className="site-nav__link" to={to} end={to === '/admin'}>
                        {t(label)}
                      </NavLink>
                    </li>
                  ))}
              </>
            )}
            {!token && (
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
            {(config?.whatsapp_number || config?.support_email) && (
              <li>
                <ContactLink className="site-nav__link">
                  {(kind) => (
                    <>
                      {t('nav.help')}
                      <span className="visually-hidden">
                        {' '}
                        - {kind === 'whatsapp' ? t('nav.helpHint') : t('nav.helpEmailHint')}
                      </span>
                    </>
                  )}
                </ContactLink>
              </li>
            )}
            {token && (
              <li>
                <Link className="site-nav__link" to="/logout">
                  {t('nav.logout')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        {token && claims?.role !== 'ADMIN' && <NotificationBellSlot />}
        <LanguagePicker className="site-header__language" />
      </div>
    </header>
  );
}
