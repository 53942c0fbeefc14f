import type { InterestBox, InterestRow } from '@varmala/shared';
import { Link } from 'react-router';
import { BadgesSlot } from '../../../components/badges-slot';
import { BlankAvatar } from '../../../components/blank-avatar';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';

interface InterestRowProps {
  row: InterestRow;
  box: InterestBox;
  /** Sentences by key, in the page's language. */
  sentences: ReadonlyMap<string, string>;
  busy: boolean;
  onAccept: (row: InterestRow) => void;
  onDecline: (row: InterestRow) => void;
  onWithdraw: (row: InterestRow) => void;
}

/**
 * One interest: the other family's photo, name, age and city, the sentence it carried, where it
 * stands, and what the member may do about it now.
 */
export function InterestRowCard({
  row,
  box,
  sentences,
  busy,
  onAccept,
  onDecline,
  onWithdraw,
}: InterestRowProps) {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const waitsForMe = row.direction === 'received' && row.status === 'sent';
  const sentence = sentences.get(row.template);
  const answer = row.answer_template ? sentences.get(row.answer_template) : undefined;
  return (
    <article className="interest-row" data-status={row.status}>
      {row.photo ? (
        <img
          className="interest-row__photo"
          src={row.photo}
          width={72}
          height={96}
          loading="lazy"
          decoding="async"
          alt={t('interests.photoAlt', { name: row.name })}
        />
      ) : (
        <BlankAvatar className="interest-row__photo" />
      )}
      <div className="interest-row__body">
        <h3 className="interest-row__name">
          <Link to={`/profile/view/${row.profile_id}`}>{row.name}</Link>
        </h3>
        <BadgesSlot badges={row.badges} name={row.name} />
        <p className="interest-row__facts">
          {[t('interests.age', { age: row.age }), row.city].filter(Boolean).join(', ')}
        </p>
        {sentence && <blockquote className="interest-row__sentence">{sentence}</blockquote>}
        {row.event_name && (
          <p className="interest-row__met">{t('interests.metAt', { event: row.event_name })}</p>
        )}
        {row.direction === 'received' && (
          <p className="interest-row__sender">
            {row.sent_by === 'family'
              ? t('interests.sentByFamily')
              : t('interests.sentByThemself', { name: row.name })}
          </p>
        )}
        <p className="interest-row__status">
          <strong>{waitsForMe ? t('interests.waitingForYou') : t(`interests.status.${row.status}`)}</strong>
          {' · '}
          {t('interests.sentOn', { date: formatDay(row.sent_at) })}
          {row.answered_at && (
            <>
              {' · '}
              {t('interests.answeredOn', { date: formatDay(row.answered_at) })}
            </>
          )}
        </p>
        {answer && (
          <p className="interest-row__answer">
            {row.direction === 'sent' ? t('interests.theirAnswer') : t('interests.yourAnswer')} {answer}
          </p>
        )}
      </div>
      {box === 'received' && waitsForMe && (
        <div className="interest-row__actions">
          <button
            className="button button--primary"
            type="button"
            disabled={busy}
            onClick={() => onAccept(row)}
          >
            {t('interests.accept')}
            <span className="visually-hidden"> - {row.name}</span>
          </button>
          <button className="button" type="button" disabled={busy} onClick={() => onDecline(row)}>
            {t('interests.decline')}
            <span className="visually-hidden"> - {row.name}</span>
          </button>
        </div>
      )}
      {row.status === 'accepted' && (
        <div className="interest-row__actions">
          {/* The accepted interest opened a conversation with this family's profile. */}
          <Link className="button button--primary" to={`/conversations/with/${row.profile_id}`}>
            {t('interests.writeMessage')}
            <span className="visually-hidden"> - {row.name}</span>
          </Link>
        </div>
      )}
      {row.direction === 'sent' && row.status === 'sent' && (
        <div className="interest-row__actions">
          <button className="button" type="button" disabled={busy} onClick={() => onWithdraw(row)}>
            {t('interests.withdraw')}
            <span className="visually-hidden"> - {row.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
