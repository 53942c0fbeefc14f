import type { FeaturedProfile } from '@varmala/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlankAvatar } from './blank-avatar';

/** One row of featured thumbnails: photo, name, age and city; nothing more is public. */
export function FeaturedProfiles({ title, profiles }: { title: string; profiles: FeaturedProfile[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (profiles.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 className="home-section__title" id={headingId}>
        {title}
      </h2>
      <ul className="featured-list">
        {profiles.map((profile, index) => (
          // Featured profiles carry no id on purpose; their order is stable for one answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <li className="featured-card" key={index}>
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
            <p className="featured-card__name">
              {profile.name}
              {profile.demo && <span className="featured-card__demo">{t('home.demo')}</span>}
            </p>
            <p className="featured-card__meta">
              {profile.city
                ? t('home.ageAndCity', { age: profile.age, city: profile.city })
                : t('home.age', { age: profile.age })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
