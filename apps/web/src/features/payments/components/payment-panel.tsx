import type { CreatePaymentResponse } from '@varmala/shared';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { UtrForm } from './utr-form';

interface PaymentPanelProps {
  planName: string;
  payment: CreatePaymentResponse;
  onBack: () => void;
}

/**
 * How to pay: on a phone the link opens the UPI app with the payee, amount and reference filled in;
 * on a computer the QR code carries the same link. Then the member enters the UTR.
 */
export function PaymentPanel({ planName, payment, onBack }: PaymentPanelProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const amount = useFormat().money(payment.amount_inr);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qr_svg)}`;

  return (
    <section className="payment-panel" aria-labelledby="payment-title">
      <h3 className="payment-panel__title" id="payment-title">
        {t('payments.pay.title', { amount, plan: planName })}
      </h3>
      <p className="payment-panel__reference">
        {t('payments.pay.reference')}: <strong data-testid="payment-reference">{payment.reference}</strong>
      </p>
      {sent ? (
        <Alert tone="success">
          <p>{t('payments.pay.sent')}</p>
        </Alert>
      ) : (
        <>
          <a className="button button--primary button--block" href={payment.upi_uri}>
            {t('payments.pay.openApp')}
          </a>
          <p className="payment-panel__hint">{t('payments.pay.openAppHint')}</p>
          <p className="payment-panel__hint">{t('payments.pay.scan')}</p>
          <img
            className="payment-panel__qr"
            src={qr}
            width={240}
            height={240}
            alt={t('payments.pay.qrLabel', { amount, reference: payment.reference })}
          />
          <p>{t('payments.pay.afterPaying')}</p>
          <UtrForm paymentId={payment.payment_id} onSent={() => setSent(true)} />
        </>
      )}
      <button className="button button--small payment-panel__back" type="button" onClick={onBack}>
        {t('payments.pay.back')}
      </button>
    </section>
  );
}
