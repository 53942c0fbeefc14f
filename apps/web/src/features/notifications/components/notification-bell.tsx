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
      <span className="notification-bell__icon" aria-hidden="true">
        🔔
      </span>
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
