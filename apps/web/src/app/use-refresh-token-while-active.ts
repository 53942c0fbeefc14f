import { useEffect } from 'react';
import { refreshTokenIfDue } from '../lib/token-refresh';

const CHECK_EVERY_MS = 30_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'focus'] as const;

/**
 * A member typing into a long form makes no API calls; their typing still counts as use, so the
 * token is renewed before it runs out under them.
 */
export function useRefreshTokenWhileActive(): void {
  useEffect(() => {
    let lastCheck = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = now;
      void refreshTokenIfDue(now);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') onActivity();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
