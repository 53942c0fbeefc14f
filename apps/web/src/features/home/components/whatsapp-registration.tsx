import { useId } from 'react';
import { WhatsappLink } from '../../../components/whatsapp-link';
import { useTranslation } from '../../../i18n/use-translation';
import { usePublicConfig } from '../../../lib/public-config';
import { useTakenOver } from '../../../lib/taken-over';

/** For families who would rather send the details than fill in six steps on a phone. */
export function WhatsappRegistration() {
  const { t } = useTranslation();
  const headingId = useId();
  const config = usePublicConfig();
  // The build drew none: not until the app has taken the page over (lib/public-config.ts).
  const ready = useTakenOver();
  if (!ready || !config?.whatsapp_number) return null;
  const site = t(`domains.${config.domain}`);
  return (
    <section className="home-section home-whatsapp" aria-labelledby={headingId}>
      <h2 className="home-section__title" id={headingId}>
        {t('home.whatsappHeading')}
      </h2>
      <p>{t('home.whatsappText')}</p>
      <WhatsappLink className="button button--primary" message={t('home.whatsappMessage', { site })}>
        {t('home.whatsappButton')}
        <span className="visually-hidden"> - {t('home.whatsappHint')}</span>
      </WhatsappLink>
    </section>
  );
}
