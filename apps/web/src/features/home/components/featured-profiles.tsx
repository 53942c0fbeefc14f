import type { FeaturedProfile } from '@varmala/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReturnToState } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { BlankAvatar } from './blank-avatar';

/**
 * One row of featured thumbnails: photo, name, age and city; nothing more is public. A card opens
 * the profile for a member, and the login (which then opens the profile) for a visitor.
 */
export function FeaturedProfiles({ title, profiles }: { title: string; profiles: FeaturedProfile[] }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const headingId = useId();
  if (profiles.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 className="home-section__title" id={headingId}>
        {title}
      </h2>
      <ul className="featured-list">
        {profiles.map((profile) => {
          const profilePath = `/profile/view/${profile.profile_id}`;
          const returnTo: ReturnToState = { from: profilePath };
          return (
            <li className="featured-card" key={profile.profile_id}>
              <Link
                className="featured-card__link"
                to={token ? profilePath : '/login'}
                state={token ? undefined : returnTo}
              >
                {profile.thumbnail ? (
                  <img
                    className="featured-card__photo"
                    src={profile.thumbnail}
                    alt=""
                    width={200}
                    height={200}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <BlankAvatar label={t('home.noPhoto')} />
                )}
                <span className="featured-card__name">
                  {profile.name}
                  {profile.demo && <span className="demo-badge">{t('home.demo')}</span>}
                </span>
                <span className="featured-card__meta">
                  {profile.city
                    ? t('home.ageAndCity', { age: profile.age, city: profile.city })
                    : t('home.age', { age: profile.age })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
