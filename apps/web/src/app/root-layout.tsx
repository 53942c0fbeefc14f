import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { onForbidden } from '../lib/api-client';
import { useRefreshTokenWhileActive } from './use-refresh-token-while-active';

/**
 * Where the router keeps each page's scroll position for going back and forward. Emptied when the
 * app starts: a reload starts at the top, as the page's data is not there yet to scroll to, and a
 * position restored over a half-drawn page shows its footer, then pushes it away as the data comes.
 */
const SCROLL_POSITIONS = 'varmala-scroll-positions';
try {
  sessionStorage.removeItem(SCROLL_POSITIONS);
} catch {
  // Storage refused (a private window on some phones): the router keeps nothing either.
}

/** Where a member without a profile of their own is sent when they try to look at others. */
const FINISH_OWN_PROFILE = '/profile/register/basic';

/** Wraps every route: reacts to a 403 from any call and keeps an active member's token fresh. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onForbidden((code) =>
        code === 'PROFILE_INCOMPLETE'
          ? navigate(FINISH_OWN_PROFILE, { state: { code }, replace: true })
          : navigate('/forbidden', { state: { code } }),
      ),
    [navigate],
  );
  useRefreshTokenWhileActive();
  return (
    <>
      <Outlet />
      <ScrollRestoration storageKey={SCROLL_POSITIONS} />
    </>
  );
}
