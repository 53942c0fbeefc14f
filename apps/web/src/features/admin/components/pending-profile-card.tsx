import { displayName, type PendingProfile, PROFILE_STEPS } from '@varmala/shared';
import { Link } from 'react-router';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import type { Decision } from '../api/use-review-decision';
import { useLongDate, usePendingText } from './admin-texts';

interface PendingProfileCardProps {
  profile: PendingProfile;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

/** One profile of the queue, readable on a phone: who, why it waits, photos and captions, the buttons. */
export function PendingProfileCard({ profile, busy, onDecide }: PendingProfileCardProps) {
  const { t } = useTranslation();
  const gender = useOptionLabel('gender');
  const statusLabel = useOptionLabel('profileStatus');
  const longDate = useLongDate();
  const pendingText = usePendingText();
  const fullName = displayName(profile, profile.domain);
  const headingId = `pending-${profile.profile_id}`;
  const changes = profile.waiting === 'changes';
  const whose = t('admin.search.ofProfile', { name: fullName, mid: profile.mid });
  // Captions are member text others will read: each by its photo's number, whose thumbnail says 'New'.
  const captioned = profile.photos
    .map((photo, index) => ({ photo, number: index + 1 }))
    .filter(({ photo }) => photo.caption !== null);

  return (
    <article className="pending-card" aria-labelledby={headingId}>
      <header className="pending-card__header">
        <h2 className="pending-card__name" id={headingId}>
          {fullName}
        </h2>
        <span
          className={changes ? 'pending-card__badge pending-card__badge--changes' : 'pending-card__badge'}
        >
          {changes ? t('admin.pending.changes') : t('admin.pending.newProfile')}
        </span>
      </header>
      <p className="pending-card__facts">
        {[
          profile.mid,
          gender(profile.gender),
          longDate(profile.dob),
          profile.city,
          t(`domains.${profile.domain}`),
          statusLabel(profile.status_label),
        ].join(' · ')}
      </p>
      <p className="pending-card__facts">
        {t('admin.pending.waitingSince', { date: longDate(profile.waiting_since) })}
        {' · '}
        {t('admin.pending.steps', { done: profile.completed_steps.length, total: PROFILE_STEPS.length })}
      </p>
      {profile.pending_changes && (
        <p className="pending-card__changes">
          {t('admin.search.pending.title')} {pendingText(profile.pending_changes, profile.domain)}
        </p>
      )}
      {profile.photos.length > 0 ? (
        <ul className="pending-card__photos" aria-label={t('admin.pending.photos')}>
          {profile.photos.map((photo, index) => (
            <li key={photo.id} className="pending-card__photo">
              <a href={photo.large} target="_blank" rel="noopener noreferrer">
                <img
                  src={photo.short}
                  width={88}
                  height={88}
                  loading="lazy"
                  decoding="async"
                  alt={t('admin.pending.photoAlt', { number: index + 1, name: fullName })}
                />
              </a>
              {changes && !photo.approved && (
                <span className="pending-card__new">{t('admin.pending.newPhoto')}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="pending-card__facts">{t('admin.pending.noPhoto')}</p>
      )}
      {captioned.length > 0 && (
        <ul className="pending-card__captions">
          {captioned.map(({ photo, number }) => (
            <li key={photo.id}>{t('admin.pending.caption', { number, caption: photo.caption })}</li>
          ))}
        </ul>
      )}
      <div className="pending-card__actions">
        <button
          className="button button--primary"
          type="button"
          disabled={busy}
          onClick={() => onDecide('approve')}
        >
          {changes ? t('admin.pending.approveChanges') : t('admin.pending.approve')}
          <span className="visually-hidden"> {whose}</span>
        </button>
        <button className="button" type="button" disabled={busy} onClick={() => onDecide('reject')}>
          {changes ? t('admin.pending.rejectChanges') : t('admin.pending.reject')}
          <span className="visually-hidden"> {whose}</span>
        </button>
        <Link className="pending-card__open" to={`/profile/view/${profile.profile_id}`}>
          {t('admin.pending.open')}
          <span className="visually-hidden"> {whose}</span>
        </Link>
      </div>
    </article>
  );
}
