import type { MemberPayment } from '@varmala/shared';
import { useState } from 'react';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { useMyPayments } from '../api/use-my-payments';
import { UtrForm } from './utr-form';

/** A payment whose member may still enter its UTR: once entered, it cannot be changed. */
const takesUtr = (payment: MemberPayment) =>
  payment.utr === null && payment.state !== 'confirmed' && payment.state !== 'rejected';

/** The member's payments and where each stands; nothing before the first. */
export function MyPayments() {
  const { t } = useTranslation();
  const { date: formatDay, money: rupees } = useFormat();
  const payments = useMyPayments();
  const [open, setOpen] = useState<number | null>(null);
  if (!payments.data?.length) return null;

  return (
    <section className="upgrade__section" aria-labelledby="my-payments">
      <h2 className="upgrade__title" id="my-payments">
        {t('payments.mine.title')}
      </h2>
      <ul className="my-payments">
        {payments.data.map((payment) => (
          <li className="my-payments__item" key={payment.payment_id} data-testid="my-payment">
            <div>
              <strong>{payment.plan_name}</strong> · {rupees(payment.amount_inr)} ·{' '}
              {formatDay(payment.created_at)}
            </div>
            <div>
              {t('payments.mine.reference')}: {payment.reference}
              {payment.utr ? ` · UTR ${payment.utr}` : ''}
            </div>
            <div className={`my-payments__state my-payments__state--${payment.state}`}>
              {t(`payments.mine.states.${payment.state}`)}
            </div>
            {payment.reason && <div>{t('payments.mine.reason', { reason: payment.reason })}</div>}
            {takesUtr(payment) &&
              (open === payment.payment_id ? (
                <UtrForm paymentId={payment.payment_id} onSent={() => setOpen(null)} />
              ) : (
                <button
                  className="button button--small"
                  type="button"
                  onClick={() => setOpen(payment.payment_id)}
                >
                  {t('payments.mine.enterUtr')}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
