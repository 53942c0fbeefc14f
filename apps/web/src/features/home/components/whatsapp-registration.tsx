import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig, whatsappLink } from '../../../lib/public-config';

/** For families who would rather send the details than fill in six steps on a phone. */
export function WhatsappRegistration() {
  const { t } = useTranslation();
  const headingId = useId();
  const config = usePublicConfig();
  if (!config?.whatsapp_number) return null;
  const site = t(`domains.${config.domain}`);
  return (
    <section className="home-section home-whatsapp" aria-labelledby={headingId}>
      <h2 className="home-section__title" id={headingId}>
        {t('home.whatsappHeading')}
      </h2>
      <p>{t('home.whatsappText')}</p>
      <a
        className="button button--primary"
        href={whatsappLink(config.whatsapp_number, t('home.whatsappMessage', { site }))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('home.whatsappButton')}
        <span className="visually-hidden"> - {t('home.whatsappHint')}</span>
      </a>
    </section>
  );
}
