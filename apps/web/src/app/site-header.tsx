import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';
import { ContactLink } from '../components/contact-link';
import { LanguagePicker } from '../components/language-picker';
import { NotificationBellSlot } from '../components/notification-bell-slot';
import { useUnreadConversations } from '../features/conversations/api/conversations-api';
import { interestKeys } from '../features/interests/api/interests-api';
import { useMemberHome } from '../features/interests/api/use-member-home';
import { loadCatalogueParts } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { whenIdleAfterLoad } from '../lib/idle-after-load';
import { drawingMemberFrame } from '../lib/member-frame';
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
  { to: '/admin/unreachable', label: 'nav.adminUnreachable' },
  { to: '/admin/selfies', label: 'nav.adminSelfies' },
  { to: '/admin/payments', label: 'nav.adminPayments' },
  { to: '/admin/events', label: 'nav.adminEvents' },
] as const;

/** Whose profile is in use and the switch to another of the family's: fetched after the page, with its texts. */
const ProfileSwitcher = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/family/components/profile-switcher'),
    loadCatalogueParts(['family', 'options']),
  ]);
  return module;
});

/**
 * The menu's links, drawn again only when what one shows changes (its label, its count) or the
 * address does. The header is drawn again as each of the member's parts arrives (the app's taking
 * over, the session, the counts, the bell), and each link costs a slow phone three router hooks.
 */
const Link = memo(RouterLink);
const NavLink = memo(RouterNavLink);

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

/** Once per page load: the header is drawn again on each switch of profile, and must not wait again. */
let pageSettled = false;

/**
 * True once the page has loaded and settled (lib/idle-after-load.ts): what the header adds for a
 * member (the counts, the bell, the family's switch) waits for it, so the page's own content is drawn
 * first on a slow phone.
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(pageSettled);
  useEffect(() => {
    if (pageSettled) return;
    return whenIdleAfterLoad(() => {
      pageSettled = true;
      setSettled(true);
    });
  }, []);
  return settled;
}

/** A count beside a label; its words are for screen readers. */
function NavCount({ count, said }: { count: number; said: string }) {
  if (count === 0) return null;
  return (
    <>
      <span className="site-nav__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden"> - {said}</span>
    </>
  );
}

/** On the Menu button: what waits behind it, new interests and unread conversations together. */
function MenuCount({ interests, conversations }: { interests: number; conversations: number }) {
  const { t } = useTranslation();
  const said = [
    interests > 0 && t('nav.interestsNew', { count: interests }),
    conversations > 0 && t('nav.messagesUnread', { count: conversations }),
  ]
    .filter(Boolean)
    .join(', ');
  return <NavCount count={interests + conversations} said={said} />;
}

/**
 * One row on a 360 px phone: the site's name, the language and a Menu button that opens the links
 * below the header. From 48rem the links sit in the row and the button is not shown.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { token, claims, user } = useSession();
  const config = usePublicConfig();
  // Prerendered, the button has no handler yet: a tap would do nothing, so it waits for the app.
  const ready = useTakenOver();
  // A member's frame (lib/member-frame.ts) is the same for every member: until the app has taken it
  // over, the header is drawn as the build drew it, a member's, with nothing of this one (their
  // number, the operator's links, the bell), so that the app takes over exactly that markup.
  const signedIn = Boolean(token) || drawingMemberFrame();
  const role = ready ? claims?.role : undefined;
  const mid = ready ? (user?.mid ?? claims?.mid) : undefined;
  const domain = (ready ? claims?.domain : undefined) ?? config?.domain ?? 'varmala';
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the menu, whichever link or button caused it: set while drawing, as React
  // adjusts state to a changed input, so the menu never shows open at the new address.
  const address = `${location.pathname}${location.search}`;
  const [menuAddress, setMenuAddress] = useState(address);
  if (menuAddress !== address) {
    setMenuAddress(address);
    setMenuOpen(false);
  }
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const settled = useSettled();
  const member = Boolean(token) && claims?.role !== 'ADMIN';
  const counted = useNewInterests(member && settled, location.pathname);
  const unread = useUnreadConversations({ enabled: member && settled }).data?.unread ?? 0;
  // Prerendered, the frame shows no counts: they arrive with the app.
  const newInterests = ready ? counted : 0;
  const unreadConversations = ready ? unread : 0;

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
            <MenuCount
              interests={member ? newInterests : 0}
              conversations={member ? unreadConversations : 0}
            />
          </button>
          <ul
            className={menuOpen ? 'site-nav__list site-nav__list--open' : 'site-nav__list'}
            id="site-nav-links"
          >
            {signedIn && (
              <>
                <li>
                  <NavLink className="site-nav__link site-nav__link--mine" to="/profile/edit/basic">
                    {t('nav.myProfile')}{' '}
                    {/* Its place is kept before the member id is known: on a wide screen it is a
                        line of its own below, which never widens the link (styles.css). */}
                    <span className="site-nav__mid">{mid ? `(${mid})` : ''}</span>
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
                {role !== 'ADMIN' && (
                  <li>
                    <NavLink className="site-nav__link" to="/interests">
                      {t('nav.interests')}
                      <NavCount count={newInterests} said={t('nav.interestsNew', { count: newInterests })} />
                    </NavLink>
                  </li>
                )}
                {claims?.role !== 'ADMIN' && (
                  <li>
                    <NavLink className="site-nav__link" to="/conversations" data-testid="nav-messages">
                      {t('nav.messages')}
                      <NavCount
                        count={unreadConversations}
                        said={t('nav.messagesUnread', { count: unreadConversations })}
                      />
                    </NavLink>
                  </li>
                )}
                {role !== 'ADMIN' && (
                  <li>
                    <NavLink className="site-nav__link" to="/family">
                      {t('nav.family')}
                    </NavLink>
                  </li>
                )}
                {role !== 'ADMIN' && (
                  <li>
                    <NavLink className="site-nav__link" to="/events">
                      {t('nav.events')}
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
                {role === 'ADMIN' &&
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
            {!signedIn && (
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
            {/* A member's frame keeps Help's place, doing nothing, until the app and the site's
                contact are known: Log Out after it never moves when it arrives. */}
            {signedIn && (!ready || !config) && (
              <li>
                <span className="site-nav__link">{t('nav.help')}</span>
              </li>
            )}
            {ready && (config?.whatsapp_number || config?.support_email) && (
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
            {signedIn && (
              <li>
                <Link className="site-nav__link" to="/logout">
                  {t('nav.logout')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        {/* The bell's place is kept from the first paint, so nothing in the row moves when it comes. */}
        {signedIn && role !== 'ADMIN' && (
          <span className="site-header__bell">{ready && settled && token && <NotificationBellSlot />}</span>
        )}
        <LanguagePicker className="site-header__language" />
      </div>
      {/* Acting for a child, whose profile is in use shows at once. */}
      {(settled || claims?.act !== undefined) && token && claims?.role !== 'ADMIN' && (
        <Suspense fallback={null}>
          <ProfileSwitcher />
        </Suspense>
      )}
    </header>
  );
}
