import { PROFILE_STEPS } from '@varmala/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useProfileOwner } from '../onboarding-context';
import { stepPath } from '../step-paths';

/** Side tabs on wide screens, a strip that scrolls sideways on a phone and shows that it does. */
export function EditTabs() {
  const { t } = useTranslation();
  const { subscriptionId } = useProfileOwner();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // Which sides of the strip have tabs out of sight: an arrow and a fade there say it scrolls.
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const strip = list.current;
    if (!strip) return;
    const before = strip.scrollLeft > 1;
    const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);

  // On a phone the strip is wider than the screen: bring the open tab into view.
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
    if (strip && current && strip.scrollWidth > strip.clientWidth) {
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
    }
    measure();
  }, [pathname, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const tabs = [
    ...PROFILE_STEPS.map((step) => ({ to: stepPath('edit', step), label: t(`profile.tabs.${step}`) })),
    { to: '/password/change', label: t('profile.tabs.changePassword') },
    { to: subscriptionId ? '/subscription' : '/upgrade', label: t('profile.tabs.subscription') },
    { to: '/profile/edit/preferences', label: t('profile.tabs.preferences') },
    { to: '/profile/edit/privacy', label: t('privacy.tab') },
    { to: '/profile/edit/biodata', label: t('biodata.tab') },
  ];
  return (
    <nav
      className="profile-tabs"
      aria-label={t('profile.tabs.label')}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <ul className="profile-tabs__list" ref={list} onScroll={measure}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink className="profile-tabs__link" to={tab.to}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
