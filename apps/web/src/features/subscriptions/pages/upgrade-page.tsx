import '../subscription.css';
import type { ErrorCode } from '@varmala/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { ContactLink, useContact } from '../../../components/contact-link';
import { Page } from '../../../components/page';
import { PlansSlot } from '../../../components/plans-slot';
import { useTranslation } from '../../../i18n/use-translation';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { useFreshToken } from '../api/use-fresh-token';

const BENEFITS = ['contact', 'birthTime', 'horoscope', 'history'] as const;
const STEPS = ['message', 'choose', 'activate'] as const;

/** Why a profile page sent the member here: the code of the server's 402. */
function reasonOf(state: unknown): ErrorCode | undefined {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return reason === 'QUOTA_EXHAUSTED' || reason === 'SUBSCRIPTION_REQUIRED' ? reason : undefined;
}

/** Premium plans: bought by writing to the operator on WhatsApp. The spec gives no prices. */
export default function UpgradePage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const contact = useContact();
  const location = useLocation();
  // A member who has just paid gets the subscription into the token without logging in again.
  const fresh = useFreshToken();
  const [checked, setChecked] = useState(false);
  const { claims, user } = useSession();
  const active = claims?.subscription_id != null;
  const mid = user?.mid ?? claims?.mid;
  const reason = reasonOf(location.state);
  const message = mid ? t('upgrade.whatsappMessageWithId', { mid }) : t('upgrade.whatsappMessage');

  return (
    <Page title={t('upgrade.title')}>
      <div className="upgrade">
        {reason === 'QUOTA_EXHAUSTED' && (
          <Alert tone="warning">
            <p>{t('upgrade.quotaUsed')}</p>
          </Alert>
        )}
        {reason === 'SUBSCRIPTION_REQUIRED' && (
          <Alert tone="warning">
            <p>{t('upgrade.ended')}</p>
          </Alert>
        )}
        {!reason && active && (
          <Alert tone="success">
            <p>{t('upgrade.active')}</p>
            <Link to="/subscription">{t('subscription.title')}</Link>
          </Alert>
        )}
        <p className="upgrade__intro">{t('upgrade.intro')}</p>

        <section className="upgrade__section" aria-labelledby="upgrade-benefits">
          <h2 className="upgrade__title" id="upgrade-benefits">
            {t('upgrade.benefitsTitle')}
          </h2>
          <ul className="upgrade__benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`upgrade.benefits.${benefit}`)}</li>
            ))}
          </ul>
        </section>

        <section className="upgrade__section" aria-labelledby="upgrade-plans">
          <h2 className="upgrade__title" id="upgrade-plans">
            {t('upgrade.plansTitle')}
          </h2>
          <PlansSlot />
          <p>{t('upgrade.plans')}</p>
          {contact ? (
            <ContactLink className="button button--primary" message={message}>
              {(kind) => (kind === 'whatsapp' ? t('upgrade.whatsapp') : t('contact.email'))}
            </ContactLink>
          ) : (
            config && <p>{t('upgrade.noWhatsapp')}</p>
          )}
        </section>

        <section className="upgrade__section" aria-labelledby="upgrade-how">
          <h2 className="upgrade__title" id="upgrade-how">
            {t('upgrade.howTitle')}
          </h2>
          <ol className="upgrade__steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`upgrade.how.${step}`)}</li>
            ))}
          </ol>
          {active ? (
            <p>
              {t('upgrade.activated')} <Link to="/subscription">{t('upgrade.seeSubscription')}</Link>
            </p>
          ) : (
            // Without a subscription, /subscription would only send the member back here.
            <>
              <p>
                {t('upgrade.activated')}{' '}
                <button
                  className="button button--small"
                  type="button"
                  aria-busy={fresh.isFetching}
                  disabled={fresh.isFetching}
                  onClick={() => {
                    setChecked(true);
                    void fresh.refetch();
                  }}
                >
                  {fresh.isFetching ? t('upgrade.checking') : t('upgrade.checkAgain')}
                </button>
              </p>
              <p role="status">{checked && !fresh.isFetching ? t('upgrade.notYet') : null}</p>
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
