import '../notifications.css';
import type { Notification, NotificationKind } from '@varmala/shared';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { useMarkRead, useNotifications } from '../api/notifications-api';

const PAGE_SIZE = 20;

/** The page of the site each notice opens. */
const PAGE_OF: Readonly<Record<NotificationKind, string>> = {
  interest_received: '/interests/received',
  interest_accepted: '/interests/accepted',
  interest_declined: '/interests/sent',
  profile_approved: '/profile/edit/basic',
  profile_rejected: '/profile/edit/basic',
  profile_changes_approved: '/profile/edit/basic',
  subscription_granted: '/subscription',
  subscription_ending: '/subscription',
  subscription_ended: '/subscription',
  refund_decided: '/subscription',
  confirm_number: '/home',
  message_received: '/conversations',
  marriage_to_confirm: '/home',
  story_to_consent: '/home',
  story_published: '/married',
  story_rejected: '/married',
  melava_confirmed: '/events',
};

function NoticeText({ notice }: { notice: Notification }) {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const mid = notice.data.mid ?? '';
  const date = notice.data.end_date ? formatDay(notice.data.end_date) : '';
  const key =
    notice.kind === 'refund_decided'
      ? notice.data.refunded
        ? 'refund_given'
        : 'refund_refused'
      : notice.kind;
  return <>{t(`notifications.kinds.${key}`, { mid, date, number: notice.data.number ?? '' })}</>;
}

/** My notices, newest first; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const notices = useNotifications(page);
  const markRead = useMarkRead();
  const { date: formatDay } = useFormat();

  return (
    <Page title={t('notifications.title')}>
      <div className="notifications">
        <p className="notifications__tools">
          <Link to="/notifications/settings">{t('notifications.settings.link')}</Link>
          {(notices.data?.unread ?? 0) > 0 && (
            <button
              type="button"
              className="button button--secondary"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('notifications.markAllRead')}
            </button>
          )}
        </p>
        {notices.isPending && <Spinner />}
        {notices.isError && <Alert tone="warning">{t('notifications.loadFailed')}</Alert>}
        {notices.data && notices.data.rows.length === 0 && <p>{t('notifications.empty')}</p>}
        {notices.data && notices.data.rows.length > 0 && (
          <ul className="notifications__list">
            {notices.data.rows.map((notice) => (
              <li
                key={notice.id}
                className={
                  notice.read_at ? 'notifications__item' : 'notifications__item notifications__item--unread'
                }
              >
                <Link
                  to={PAGE_OF[notice.kind]}
                  onClick={() => {
                    if (!notice.read_at) markRead.mutate({ ids: [notice.id] });
                  }}
                >
                  {!notice.read_at && <span className="notifications__new">{t('notifications.unread')}</span>}
                  <NoticeText notice={notice} />
                </Link>
                <time dateTime={notice.created_at}>{formatDay(notice.created_at)}</time>
              </li>
            ))}
          </ul>
        )}
        {notices.data && (page > 1 || notices.data.count > page * PAGE_SIZE) && (
          <p className="notifications__pages">
            {page > 1 && (
              <Link className="button" to={`/notifications?page=${page - 1}`}>
                {t('notifications.previous')}
              </Link>
            )}
            {notices.data.count > page * PAGE_SIZE && (
              <Link className="button" to={`/notifications?page=${page + 1}`}>
                {t('notifications.next')}
              </Link>
            )}
          </p>
        )}
      </div>
    </Page>
  );
}
