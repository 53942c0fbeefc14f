import '../melava.css';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useAdminEvents, useCreateEvent } from '../api/melava-api';
import { EventForm } from '../components/event-form';
import { EventSummary } from '../components/event-summary';

/** /admin/events: the site's melavas with their counts, and a new one. */
export default function AdminEventsPage() {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const create = useCreateEvent();
  return (
    <Page title={t('melava.admin.title')}>
      {events.isPending && <Spinner />}
      {events.data?.rows.map((event) => (
        <article className="melava-card" key={event.event_id}>
          <EventSummary event={event} />
          <p>
            {t('melava.admin.counts', {
              confirmed: event.confirmed,
              waiting: event.awaiting_payment,
              arrived: event.checked_in,
            })}
          </p>
          <Link className="button button--small" to={`/admin/events/${event.event_id}`}>
            {t('melava.admin.open')}
          </Link>{' '}
          <Link className="button button--small button--primary" to={`/admin/events/${event.event_id}/door`}>
            {t('melava.admin.door')}
          </Link>
        </article>
      ))}
      <section aria-labelledby="melava-new">
        <h2 id="melava-new">{t('melava.admin.create')}</h2>
        <EventForm
          pending={create.isPending}
          onSave={(body) =>
            create.mutateAsync(body, {
              onSuccess: () => notifySuccess(t('melava.admin.saved')),
              onError: (error) => notifyFailure(t('melava.admin.saveFailed'), error),
            })
          }
        />
      </section>
    </Page>
  );
}
