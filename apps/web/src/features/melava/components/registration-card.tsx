import type { MyRegistration } from '@varmala/shared';
import { submitUtrRequestSchema } from '@varmala/shared';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useConfirm } from '../../../components/use-confirm';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { apiDownload } from '../../../lib/api-download';
import { notifyFailure } from '../../../lib/notify';
import { useCancelRegistration, useSubmitRegistrationUtr } from '../api/melava-api';
import { AttendeeList } from './attendee-list';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The UPI payment of a registration: the app link, its QR code, then the UTR entered once. */
function PaymentSection({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation();
  const format = useFormat();
  const submit = useSubmitRegistrationUtr();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string>();
  const payment = registration.payment;
  if (!payment) return null;
  const amount = format.money(payment.amount_inr);
  if (payment.state === 'rejected') {
    return <Alert tone="warning">{t('melava.pay.rejected', { reason: payment.reason ?? '' })}</Alert>;
  }
  if (payment.state !== 'awaiting_payment' && payment.state !== 'expired') {
    return <Alert tone="success">{t('melava.pay.sent')}</Alert>;
  }
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = submitUtrRequestSchema.safeParse({ utr });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    submit.mutate(
      { paymentId: payment.payment_id, utr: parsed.data.utr },
      { onError: (failure) => notifyFailure(t('melava.pay.failed'), failure) },
    );
  };
  return (
    <section
      className="melava-pay"
      aria-label={t('melava.pay.title', { amount, event: registration.event.name })}
    >
      <h4>{t('melava.pay.title', { amount, event: registration.event.name })}</h4>
      <p>
        {t('melava.pay.reference')}: <strong data-testid="payment-reference">{payment.reference}</strong>
      </p>
      <a className="button button--primary button--block" href={payment.upi_uri}>
        {t('melava.pay.openApp')}
      </a>
      <p>{t('melava.pay.scan')}</p>
      <img
        className="melava-pay__qr"
        src={svgSource(payment.qr_svg)}
        width={200}
        height={200}
        alt={t('melava.pay.qrLabel', { amount, reference: payment.reference })}
      />
      <p>{t('melava.pay.afterPaying')}</p>
      <form className="form" onSubmit={send} noValidate>
        <TextField
          label={t('melava.pay.utr')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={utr}
          error={error}
          onChange={(event) => setUtr(event.target.value)}
        />
        <SubmitButton pending={submit.isPending}>{t('melava.pay.submit')}</SubmitButton>
      </form>
    </section>
  );
}

/** The pass for the phone's screen: name, number, photo and the QR code the door scans. */
function Pass({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation();
  const pass = registration.pass;
  if (!pass || registration.number === null) return null;
  const number = registration.number;
  return (
    <section className="melava-pass" data-testid="melava-pass" aria-label={t('melava.pass.title')}>
      <p className="melava-pass__title">{t('melava.pass.title')}</p>
      <p className="melava-pass__event">{registration.event.name}</p>
      {registration.photo && (
        <img className="melava-pass__photo" src={registration.photo.short} alt="" width={96} height={128} />
      )}
      <p className="melava-pass__number">{t('melava.number', { number })}</p>
      <p className="melava-pass__name">{registration.name}</p>
      <img
        className="melava-pass__qr"
        src={svgSource(pass.qr_svg)}
        width={240}
        height={240}
        alt={t('melava.pass.qrLabel', { number })}
        data-code={pass.code}
      />
      <p>{t('melava.pass.show')}</p>
      <button
        className="button button--small"
        type="button"
        onClick={() =>
          apiDownload('passPdf', `pass-${number}.pdf`, {
            params: { eventId: registration.event.event_id, registrationId: registration.registration_id },
          }).catch((error) => notifyFailure(t('melava.pass.download'), error))
        }
      >
        {t('melava.pass.download')}
      </button>
    </section>
  );
}

/** One of the member's registrations: its state, then what to do next (pay, or show the pass). */
export function RegistrationCard({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cancel = useCancelRegistration();
  const { confirm, dialog } = useConfirm();
  const open =
    registration.state !== 'cancelled' && new Date().toISOString() <= registration.event.registration_closes;
  return (
    <article className="melava-registration">
      <h3>{registration.event.name}</h3>
      <p>
        {registration.name} · {t(`melava.state.${registration.state}`)}
        {registration.number !== null && ` · ${t('melava.number', { number: registration.number })}`}
      </p>
      {registration.checked_in_at && (
        <p>{t('melava.checkedIn', { time: format.time(registration.checked_in_at) })}</p>
      )}
      {registration.state === 'awaiting_payment' && <PaymentSection registration={registration} />}
      {registration.state === 'confirmed' && !registration.checked_in_at && (
        <Pass registration={registration} />
      )}
      {registration.checked_in_at && <AttendeeList eventId={registration.event.event_id} />}
      {open && (
        <button
          className="button button--small"
          type="button"
          onClick={async () => {
            if (
              !(await confirm({
                title: t('melava.cancelConfirm'),
                confirm: t('melava.cancel'),
                destructive: true,
              }))
            )
              return;
            cancel.mutate(
              { eventId: registration.event.event_id, registrationId: registration.registration_id },
              { onError: (error) => notifyFailure(t('melava.cancelFailed'), error) },
            );
          }}
        >
          {t('melava.cancel')}
        </button>
      )}
      {dialog}
    </article>
  );
}
