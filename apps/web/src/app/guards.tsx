import { Navigate, Outlet, useLocation } from 'react-router';
import { drawingMemberFrame } from '../lib/member-frame';
import type { ReturnToState } from '../lib/return-to';
import { useSession } from '../lib/session';

/**
 * Pages for members only: a visitor goes to /login, which brings them back here afterwards. The
 * build's frame of a member's page is drawn for a member, whoever they are (lib/member-frame.ts).
 */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token && !drawingMemberFrame()) {
    const state: ReturnToState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Operator pages. Sits inside RequireAuth, so a token is there. */
export function RequireAdmin() {
  const { claims } = useSession();
  if (claims?.role !== 'ADMIN') return <Navigate to="/profile/search" replace />;
  return <Outlet />;
}
