import type { ConversationRow } from '@varmala/shared';
import { Link } from 'react-router';
import { BlankAvatar } from '../../../components/blank-avatar';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';

/** A day ago or more shows the date; today shows the time. */
const SAME_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One conversation in the list: the other family's photo (as photo protection allows, and none
 * while the member saves data), name, the last message, how many are unread, and whether it is
 * closed. The whole row opens the thread.
 */
export function ConversationRowCard({ row, showPhoto }: { row: ConversationRow; showPhoto: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = row.profile?.name ?? t('conversations.removedMember');
  const last = row.last_message;
  const preview = !last
    ? t('conversations.noMessagesYet')
    : last.text === ''
      ? t('conversations.removedMessage')
      : last.from_me
        ? t('conversations.fromMe', { text: last.text })
        : last.text;
  const when =
    last &&
    (Date.now() - Date.parse(last.sent_at) < SAME_DAY_MS
      ? format.time(last.sent_at)
      : format.date(last.sent_at));
  return (
    <Link
      className="conversation-row"
      to={`/conversations/${row.conversation_id}`}
      data-unread={row.unread > 0 || undefined}
      data-state={row.state}
    >
      {showPhoto && row.profile?.photo ? (
        <img
          className="conversation-row__photo"
          src={row.profile.photo}
          width={54}
          height={72}
          loading="lazy"
          decoding="async"
          alt={t('conversations.photoAlt', { name })}
        />
      ) : (
        <BlankAvatar className="conversation-row__photo" />
      )}
      <span className="conversation-row__body">
        <span className="conversation-row__name">{name}</span>
        <span className="conversation-row__preview">{preview}</span>
        {/* The time first and below the text: a message arriving changes it without moving the name
            or the text, and the unread count appears after it. */}
        <span className="conversation-row__meta">
          {when && <span className="conversation-row__when">{when}</span>}
          {row.state === 'closed' && (
            <span className="conversation-row__closed">{t('conversations.closed')}</span>
          )}
          {row.unread > 0 && (
            <span className="conversation-row__unread">
              <span aria-hidden="true">{row.unread}</span>
              <span className="visually-hidden">{t('conversations.unread', { count: row.unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
