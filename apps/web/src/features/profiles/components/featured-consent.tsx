import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useFeaturedConsent } from '../api/use-featured-consent';
import { useProfileOwner } from '../onboarding-context';

/**
 * Whether the profile may appear on the public home page, where anyone sees its name, age, city and
 * photo. The operator can feature only a profile whose member said yes here.
 */
export function FeaturedConsent() {
  const { t } = useTranslation();
  const { userId } = useProfileOwner();
  const consent = useFeaturedConsent(userId);
  const saved = useSession().user?.profile?.featured_consent;
  if (saved === undefined) return null;
  // While the answer is being saved the box shows what was asked for.
  const checked = consent.isPending ? Boolean(consent.variables) : saved;
  return (
    <section className="media-section featured-consent" aria-labelledby="featured-consent-heading">
      <h2 className="media-section__title" id="featured-consent-heading">
        {t('profile.featuredConsent.title')}
      </h2>
      <p className="field__hint" id="featured-consent-hint">
        {t('profile.featuredConsent.hint')}
      </p>
      <label className="choice">
        <input
          className="choice__box"
          type="checkbox"
          checked={checked}
          aria-describedby="featured-consent-hint"
          aria-busy={consent.isPending}
          onChange={(event) =>
            consent.mutate(event.target.checked, {
              onSuccess: (_, featured) =>
                notifySuccess(t(`profile.featuredConsent.${featured ? 'on' : 'off'}`)),
              onError: (error) => notifyFailure(t('profile.featuredConsent.failed'), error),
            })
          }
        />
        {t('profile.featuredConsent.label')}
      </label>
    </section>
  );
}
