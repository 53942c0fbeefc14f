import { PROFILE_STEPS } from '@varmala/shared';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useProfileOwner } from '../onboarding-context';
import { stepPath } from '../step-paths';

/** Side tabs on wide screens, a strip that scrolls sideways on a phone. */
export function EditTabs() {
  const { t } = useTranslation();
  const { subscriptionId } = useProfileOwner();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the strip is wider than the screen: bring the open tab into view.
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  const tabs = [
    ...PROFILE_STEPS.map((step) => ({ to: stepPath('edit', step), label: t(`profile.tabs.${step}`) })),
    { to: '/password/change', label: t('profile.tabs.changePassword') },
    { to: subscriptionId ? '/subscription' : '/upgrade', label: t('profile.tabs.subscription') },
    { to: '/profile/edit/privacy', label: t('privacy.tab') },
  ];
  return (
    <nav className="profile-tabs" aria-label={t('profile.tabs.label')}>
      <ul className="profile-tabs__list" ref={list}>
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
