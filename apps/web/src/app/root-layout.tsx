import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { onForbidden } from '../lib/api-client';
import { useRefreshTokenWhileActive } from './use-refresh-token-while-active';

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
      <ScrollRestoration />
    </>
  );
}
