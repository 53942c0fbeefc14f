import '../payments.css';
import type { CreatePaymentResponse, Plan } from '@varmala/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { useCreatePayment } from '../api/use-create-payment';
import { usePlans } from '../api/use-plans';
import { MyPayments } from './my-payments';
import { PaymentPanel } from './payment-panel';

/**
 * The plans on offer, each paid by UPI in a minute, and the member's payments. Shown only where
 * the site takes UPI payments; elsewhere the upgrade page's WhatsApp route is the way to buy.
 */
export default function PlansOffer() {
  const { t } = useTranslation();
  const { money: rupees } = useFormat();
  const config = usePublicConfig();
  const plans = usePlans();
  const create = useCreatePayment();
  const [paying, setPaying] = useState<{ plan: Plan; payment: CreatePaymentResponse } | null>(null);
  if (!config?.upi_payments) return null;

  const pay = (plan: Plan) =>
    create.mutate(plan.id, {
      onSuccess: (payment) => setPaying({ plan, payment }),
      onError: (error) => notifyFailure(t('payments.pay.failed'), error),
    });

  return (
    <div className="plans-offer">
      <h3 className="upgrade__title">{t('payments.plansTitle')}</h3>
      {paying ? (
        <PaymentPanel planName={paying.plan.name} payment={paying.payment} onBack={() => setPaying(null)} />
      ) : plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <p>{t('payments.loadFailed')}</p>
      ) : plans.data.length === 0 ? (
        <p>{t('payments.noPlans')}</p>
      ) : (
        <ul className="plans-offer__list">
          {plans.data.map((plan) => (
            <li className="plan-card" key={plan.id} data-testid="plan">
              <div className="plan-card__name">{plan.name}</div>
              <div className="plan-card__price">{rupees(plan.price_inr)}</div>
              <div className="plan-card__grant">
                {t('payments.planGrant', { count: plan.downloads, days: plan.days })}
              </div>
              <button
                className="button button--primary"
                type="button"
                disabled={create.isPending}
                aria-busy={create.isPending && create.variables === plan.id}
                onClick={() => pay(plan)}
              >
                {t('payments.payButton', { amount: rupees(plan.price_inr) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="plans-offer__note">{t('payments.noRenewal')}</p>
      <MyPayments />
      <p className="plans-offer__note">{t('payments.orWhatsapp')}</p>
    </div>
  );
}
