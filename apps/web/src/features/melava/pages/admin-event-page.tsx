import '../melava.css';
import { type Language, STAGE_ORDERS, type StageOrder } from '@varmala/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { apiDownload } from '../../../lib/api-download';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAdminEvents, useAdminRegistrations, useUpdateEvent } from '../api/melava-api';
import { EventForm } from '../components/event-form';

/** /admin/events/{eventId}: the event's details, its registrations, and what the day prints. */
export default function AdminEventPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { claims } = useSession();
  const eventId = Number(useParams().eventId);
  const event = useAdminEvents().data?.rows.find((row) => row.event_id === eventId);
  const update = useUpdateEvent();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const registrations = useAdminRegistrations(eventId, q);
  const [order, setOrder] = useState<StageOrder>('alternate');
  const [lang, setLang] = useState<Language>('mr');
  if (!event) return <Spinner />;

  return (
    <Page title={event.name}>
      <p>
        <Link className="button button--primary" to={`/admin/events/${eventId}/door`}>
          {t('melava.admin.door')}
        </Link>
      </p>
      <section aria-labelledby="melava-registrations">
        <h2 id="melava-registrations">{t('melava.admin.registrations')}</h2>
        <form
          className="form form--inline"
          onSubmit={(change) => {
            change.preventDefault();
            setQ(typed.trim());
          }}
        >
          <input
            className="field__input"
            aria-label={t('melava.admin.find')}
            placeholder={t('melava.admin.find')}
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
          />
          <button className="button" type="submit">
            {t('melava.admin.search')}
          </button>
        </form>
        {registrations.data?.count === 0 && <p>{t('melava.admin.none')}</p>}
        <table className="melava-table">
          <tbody>
            {registrations.data?.rows.map((row) => (
              <tr key={row.registration_id}>
                <td>{row.number ?? '-'}</td>
                <td>
                  {row.name} ({row.mid}), {row.age}, {row.city}
                </td>
                <td>
                  {t(`melava.state.${row.state}`)}
                  {row.payment &&
                    ` · ${t('melava.admin.payment', { reference: row.payment.reference, state: row.payment.state })}`}
                  {row.checked_in_at &&
                    ` · ${t('melava.checkedIn', { time: format.time(row.checked_in_at) })}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="melava-print" className="melava-print">
        <h2 id="melava-print">{t('melava.admin.printing')}</h2>
        <label>
          {t('melava.admin.stageOrder')}{' '}
          <select
            className="field__input"
            value={order}
            onChange={(change) => setOrder(change.target.value as StageOrder)}
          >
            {STAGE_ORDERS.map((each) => (
              <option key={each} value={each}>
                {t(`melava.admin.order.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('melava.admin.language')}{' '}
          <select
            className="field__input"
            value={lang}
            onChange={(change) => setLang(change.target.value as Language)}
          >
            <option value="mr">मराठी</option>
            <option value="ta">தமிழ்</option>
            <option value="en">English</option>
          </select>
        </label>
        <button
          className="button"
          type="button"
          onClick={() =>
            apiDownload('stageOrderPdf', `stage-order-${eventId}-${order}-${lang}.pdf`, {
              params: { eventId },
              query: { lang, order },
            }).catch((error) => notifyFailure(t('melava.admin.stageOrder'), error))
          }
        >
          {t('melava.admin.stageOrder')}: {t('melava.admin.download')}
        </button>
        <button
          className="button"
          type="button"
          onClick={() =>
            apiDownload('booklet', `booklet-${eventId}-${lang}.pdf`, {
              body: { domain: claims?.domain ?? 'varmala', lang, event_id: eventId },
            }).catch((error) => notifyFailure(t('melava.admin.booklet'), error))
          }
        >
          {t('melava.admin.booklet')}: {t('melava.admin.download')}
        </button>
      </section>
      <section aria-labelledby="melava-edit">
        <h2 id="melava-edit">{t('melava.admin.edit')}</h2>
        <EventForm
          event={event}
          pending={update.isPending}
          onSave={(body) =>
            update.mutateAsync(
              { eventId, body },
              {
                onSuccess: () => notifySuccess(t('melava.admin.saved')),
                onError: (error) => notifyFailure(t('melava.admin.saveFailed'), error),
              },
            )
          }
        />
      </section>
    </Page>
  );
}
