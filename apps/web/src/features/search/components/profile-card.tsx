import type { ProfileListItem } from '@varmala/shared';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { BadgesSlot } from '../../../components/badges-slot';
import { BlankAvatar } from '../../../components/blank-avatar';
import { InterestActionsSlot } from '../../../components/interest-slot';
import { useFormat } from '../../../components/use-format';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { prefersLessData } from '../../../lib/data-saver';
import { useSession } from '../../../lib/session';
import { useInterestChanged } from '../api/use-interest-changed';
import { displayName } from '../display-name';
import { useSoughtGender } from '../sought-gender';
import { DemoBadge } from './demo-badge';
import { HoroscopeCardScore } from './horoscope-card-score';
import { ShortlistButton } from './shortlist-button';
import { ShortlistNote } from './shortlist-note';

/**
 * The result's photo, loaded when scrolled to; the first result's at once and before the rest, as it
 * is the largest thing on a phone's first screen. When the member saves data (Save-Data, a 2G-slow
 * connection) it waits for a tap, so a page of results costs only its text.
 */
function CardPhoto({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => !prefersLessData());
  if (!shown) {
    return (
      <button
        type="button"
        className="profile-card__photo profile-card__show-photo"
        onClick={() => setShown(true)}
      >
        {t('profileCard.showPhoto')}
        <span className="visually-hidden"> - {alt}</span>
      </button>
    );
  }
  return (
    <img
      className="profile-card__photo"
      src={src}
      width={120}
      height={160}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      alt={alt}
    />
  );
}

/**
 * One search result: the photo first, then the facts a family looks at; a tap anywhere on the card
 * opens the profile. A photo is loaded when scrolled to, the first card's at once. A card is drawn
 * again only when its profile changes, not with each batch of cards drawn after it
 * (profile-search-page.tsx).
 */
export const ProfileCard = memo(function ProfileCard({
  profile,
  first = false,
}: {
  profile: ProfileListItem;
  /** The list's first card, whose photo comes at once. */
  first?: boolean;
}) {
  const { t } = useTranslation();
  const community = useOptionLabel('community');
  const education = useOptionLabel('education');
  const profession = useOptionLabel('profession');
  const income = useOptionLabel('annualIncome');
  const star = useOptionLabel('birthStar');
  const { height: heightLabel } = useFormat();
  const { claims } = useSession();
  const soughtGender = useSoughtGender();
  const interestChanged = useInterestChanged(profile.profile_id);
  const maritalStatus = useOptionLabel('maritalStatus', soughtGender);
  const fullName = displayName(profile, claims?.domain ?? 'varmala');
  const photo = profile.photos[0];
  const { personal, work, horoscope } = profile;

  const line = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  const facts = Object.entries({
    age: line(
      t('profileCard.age', { age: profile.age }),
      heightLabel(personal.height_ft),
      personal.marital_status && maritalStatus(personal.marital_status),
    ),
    city: profile.city,
    education: work.education && [education(work.education), work.education_desc].filter(Boolean).join(' - '),
    work: line(
      work.profession && profession(work.profession),
      work.annual_income && income(work.annual_income),
    ),
    community: line(community(profile.community), horoscope.birth_star && star(horoscope.birth_star)),
  }).filter((fact): fact is [string, string] => Boolean(fact[1]));

  return (
    <article className="profile-card">
      {photo ? (
        <CardPhoto src={photo.short} alt={t('profileCard.photoAlt', { name: fullName })} first={first} />
      ) : (
        <BlankAvatar className="profile-card__photo" />
      )}
      <div className="profile-card__body">
        <h3 className="profile-card__name">
          <Link to={`/profile/view/${profile.profile_id}`}>{fullName}</Link>
        </h3>
        <p className="profile-card__mid">
          {profile.mid}
          {profile.demo && <DemoBadge />}
        </p>
        <BadgesSlot badges={profile.badges} name={fullName} />
        {profile.activity && (
          <p className="profile-card__activity">{t(`profileCard.activity.${profile.activity}`)}</p>
        )}
        <ul className="profile-card__facts">
          {facts.map(([kind, fact]) => (
            <li key={kind}>{fact}</li>
          ))}
        </ul>
        <HoroscopeCardScore match={profile.horoscope_match} />
      </div>
      <div className="profile-card__actions">
        {claims?.role !== 'ADMIN' && (
          <InterestActionsSlot
            profileId={profile.profile_id}
            name={fullName}
            interest={profile.interest}
            onChange={interestChanged}
          />
        )}
        <ShortlistButton
          profileId={profile.profile_id}
          shortlisted={profile.hasShortlisted}
          profileName={fullName}
        />
      </div>
      {profile.hasShortlisted && claims?.role !== 'ADMIN' && (
        <ShortlistNote profileId={profile.profile_id} note={profile.shortlist_note} profileName={fullName} />
      )}
    </article>
  );
});
