import type { MessageRow } from '@varmala/shared';
import { memo } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';

interface MessageBubbleProps {
  message: MessageRow;
  /** Whose name "sent by" shows when the candidate wrote it: mine or the other family's. */
  writerName: string;
  onReport: (message: MessageRow) => void;
}

/**
 * One message: the member's own on the right, the other family's on the left; who wrote it (the
 * candidate or the family), when, and whether it was read. A message of theirs that asks for money
 * or to talk elsewhere comes with a warning in the reader's language and the way to the safety page.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  writerName,
  onReport,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const mine = message.from_me;
  const by =
    message.sent_by === 'family' ? t('thread.sentByFamily') : t('thread.sentByName', { name: writerName });
  return (
    <li
      className={mine ? 'message message--mine' : 'message message--theirs'}
      data-message-id={message.message_id}
    >
      {!mine && message.warning && (
        <div className="alert alert--warning message__warning" role="note" data-warning={message.warning}>
          <p>{t(`thread.warning.${message.warning}`)}</p>
          <Link to="/safety">{t('thread.safetyLink')}</Link>
        </div>
      )}
      <div className="message__bubble">
        {mine && <span className="visually-hidden">{t('thread.you')}: </span>}
        {message.removed ? (
          <p className="message__text message__text--removed">{t('thread.removed')}</p>
        ) : (
          <p className="message__text">{message.text}</p>
        )}
        {message.masked && <p className="message__masked">{t('thread.maskedLabel')}</p>}
      </div>
      <p className="message__meta">
        <span>{by}</span>
        {' · '}
        <time dateTime={message.sent_at}>{format.dateTime(message.sent_at)}</time>
        {mine && (
          <>
            {' · '}
            {/* Both words hold the one place, the other hidden: the line keeps its width when the
                other family reads it, so nothing on a phone moves under the reader's eye. */}
            <span className="message__read" data-read={message.read_at ? 'yes' : 'no'}>
              <span>{t('thread.seen')}</span>
              <span>{t('thread.notReadYet')}</span>
            </span>
          </>
        )}
      </p>
      {!mine && !message.removed && (
        <button
          className="button button--small message__report"
          type="button"
          onClick={() => onReport(message)}
        >
          {t('thread.report')}
          <span className="visually-hidden"> - {t('thread.reportAbout')}</span>
        </button>
      )}
    </li>
  );
});
