import './notification-bell.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useNotifications } from '../api/notifications-api';

/** The bell in the header: my unread notices, read again on a move to another page. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notices = useNotifications(1);
  const shownPath = useRef(pathname);
  const { refetch } = notices;
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  const unread = notices.data?.unread ?? 0;
  return (
    <Link className="notification-bell" to="/notifications" data-testid="notification-bell">
      {/* Drawn, not an emoji: a computer without an emoji font would show nothing. */}
      <svg
        className="notification-bell__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2a1.5 1.5 0 0 0-1.5 1.5v.7A6.5 6.5 0 0 0 5.5 10.5v4.3L3.8 17.3A1 1 0 0 0 4.6 19h14.8a1 1 0 0 0 .8-1.7l-1.7-2.5v-4.3a6.5 6.5 0 0 0-5-6.3v-.7A1.5 1.5 0 0 0 12 2Zm-2.5 18a2.5 2.5 0 0 0 5 0Z" />
      </svg>
      <span className="visually-hidden">
        {unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
      </span>
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

export default NotificationBell;
