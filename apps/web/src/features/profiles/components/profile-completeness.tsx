import { PROFILE_CHECKLIST, type ProfileChecklistItem, type ProfileStep } from '@varmala/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { stepPath } from '../step-paths';

/** The step where each missing item is filled in. */
const WHERE: Record<ProfileChecklistItem, ProfileStep> = {
  basic: 'basic',
  personal: 'personal',
  work: 'work',
  photo: 'photo',
  family: 'family',
  horoscope: 'horoscope',
  about: 'personal',
  email: 'basic',
};

/** How complete the profile is, as a bar, and what is still missing, each a link to its step. */
export function ProfileCompleteness() {
  const { t } = useTranslation();
  const missing = useSession().user?.profile?.missing;
  if (!missing) return null;
  const percent = Math.round(((PROFILE_CHECKLIST.length - missing.length) / PROFILE_CHECKLIST.length) * 100);
  const label = t('profile.completeness.label', { percent });
  return (
    <section className="completeness" aria-labelledby="completeness-label">
      <p className="completeness__label" id="completeness-label">
        {label}
      </p>
      <meter
        className="completeness__bar"
        aria-labelledby="completeness-label"
        min={0}
        max={100}
        value={percent}
      >
        {label}
      </meter>
      {missing.length > 0 ? (
        // Folded, so the form stays near the top of a phone's screen.
        <details className="completeness__details">
          <summary className="completeness__summary">
            {t('profile.completeness.missing', { count: missing.length })}
          </summary>
          <ul className="completeness__list">
            {missing.map((item) => (
              <li key={item}>
                <Link to={stepPath('edit', WHERE[item])}>{t(`profile.completeness.items.${item}`)}</Link>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="completeness__missing">{t('profile.completeness.done')}</p>
      )}
    </section>
  );
}
