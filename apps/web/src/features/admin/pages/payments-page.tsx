import '../admin.css';
import { type AdminPaymentRow, PAYMENT_STATES, type PaymentState } from '@varmala/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useAdminPayments, useDecidePayment, useDownloadLedger } from '../api/use-payments';

const isState = (value: string | null): value is PaymentState =>
  (PAYMENT_STATES as readonly (string | null)[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** One payment: who paid what, with which UTR, and the operator's two buttons while it waits. */
function PaymentItem({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rupees = format.money;
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '');
  const decide = useDecidePayment();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const utr = row.utr;
  // The UTR shown is the one confirmed: the server refuses the confirmation if the payment's differs.
  const send = (checked: string, reject?: string) =>
    decide.mutate(
      { paymentId: row.payment_id, utr: checked, reject },
      {
        onSuccess: () =>
          notifySuccess(reject === undefined ? t('paymentsAdmin.confirmed') : t('paymentsAdmin.rejected')),
        onError: (error) => notifyFailure(t('paymentsAdmin.decideFailed'), error),
      },
    );

  return (
    <li className="admin-payment" data-testid="admin-payment">
      <div>
        <strong>{row.reference}</strong> · {rupees(row.amount_inr)} · {row.plan_name} · {when(row.created_at)}
      </div>
      <div>
        {t('paymentsAdmin.member')}: {row.mid ?? '—'} {row.name ?? ''} {row.mobile ?? ''}
      </div>
      {row.utr && (
        <div>
          UTR <strong>{row.utr}</strong> · {t('paymentsAdmin.utrEntered', { when: when(row.utr_at) })}
        </div>
      )}
      <div className={`my-payments__state my-payments__state--${row.state}`}>
        {t(`payments.mine.states.${row.state}`)}
        {row.reason ? ` · ${row.reason}` : ''}
      </div>
      {row.state === 'awaiting_confirmation' &&
        utr &&
        (rejecting ? (
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              send(utr, reason);
            }}
          >
            <label className="field__label" htmlFor={reasonId}>
              {t('paymentsAdmin.rejectReason')}
            </label>
            <textarea
              className="field__input"
              id={reasonId}
              maxLength={300}
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <p className="admin-payment__actions">
              <button className="button button--small" type="submit" disabled={decide.isPending}>
                {t('paymentsAdmin.rejectSubmit')}
              </button>
              <button className="button button--small" type="button" onClick={() => setRejecting(false)}>
                {t('paymentsAdmin.cancel')}
              </button>
            </p>
          </form>
        ) : (
          <p className="admin-payment__actions">
            <button
              className="button button--primary button--small"
              type="button"
              disabled={decide.isPending}
              aria-busy={decide.isPending}
              onClick={() => send(utr)}
            >
              {t('paymentsAdmin.confirm')}
            </button>
            <button className="button button--small" type="button" onClick={() => setRejecting(true)}>
              {t('paymentsAdmin.reject')}
            </button>
          </p>
        ))}
    </li>
  );
}

/**
 * The operator's payments queue: those waiting for confirmation first, each confirmed in one
 * click against the bank statement; any state and days for the ledger an accountant reads.
 */
export default function AdminPaymentsPage() {
  const { t } = useTranslation();
  const ids = { state: useId(), from: useId(), to: useId() };
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state = asked === 'all' ? undefined : isState(asked) ? asked : 'awaiting_confirmation';
  const from = dayOrUndefined(params.get('from'));
  const to = dayOrUndefined(params.get('to'));
  const list = useAdminPayments({ state, from, to });
  const ledger = useDownloadLedger();
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('paymentsAdmin.title')}>
      <div className="admin-filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.state}>
            {t('paymentsAdmin.show')}
          </label>
          <select
            className="field__input"
            id={ids.state}
            value={state ?? 'all'}
            onChange={(event) => setParam('state', event.currentTarget.value)}
          >
            {PAYMENT_STATES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`payments.mine.states.${choice}`)}
              </option>
            ))}
            <option value="all">{t('paymentsAdmin.all')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.from}>
            {t('paymentsAdmin.from')}
          </label>
          <input
            className="field__input"
            id={ids.from}
            type="date"
            value={from ?? ''}
            onChange={(event) => setParam('from', event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.to}>
            {t('paymentsAdmin.to')}
          </label>
          <input
            className="field__input"
            id={ids.to}
            type="date"
            value={to ?? ''}
            onChange={(event) => setParam('to', event.currentTarget.value)}
          />
        </div>
        <button
          className="button"
          type="button"
          disabled={ledger.isPending}
          onClick={() =>
            ledger.mutate(
              { from, to },
              { onError: (error) => notifyFailure(t('paymentsAdmin.ledgerFailed'), error) },
            )
          }
        >
          {t('paymentsAdmin.ledger')}
        </button>
      </div>
      <p role="status">
        {list.data && !list.isPlaceholderData ? t('paymentsAdmin.count', { count: list.data.count }) : ''}
      </p>
      <div className={list.isPlaceholderData ? 'admin-results admin-results--stale' : 'admin-results'}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError && !list.isFetchNextPageError ? (
          <Alert tone="warning">
            <p>{t('paymentsAdmin.loadFailed')}</p>
            <button className="button button--small" type="button" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : list.data.rows.length === 0 ? (
          <p className="admin-results__empty">{t('paymentsAdmin.empty')}</p>
        ) : (
          <>
            <ul className="admin-payments">
              {list.data.rows.map((row) => (
                <PaymentItem key={row.payment_id} row={row} />
              ))}
            </ul>
            {list.hasNextPage && (
              <button
                className="button"
                type="button"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('paymentsAdmin.loadMore')}
              </button>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
