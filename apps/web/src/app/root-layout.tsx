import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { onForbidden } from '../lib/api-client';
import { useRefreshTokenWhileActive } from './use-refresh-token-while-active';

/** Wraps every route: reacts to a 403 from any call and keeps an active member's token fresh. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => onForbidden((code) => navigate('/forbidden', { state: { code } })), [navigate]);
  useRefreshTokenWhileActive();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
