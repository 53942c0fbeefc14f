import '../melava.css';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useComingEvents, useMyEvents, useRegister } from '../api/melava-api';
import { EventSummary } from '../components/event-summary';
import { RegistrationCard } from '../components/registration-card';

/**
 * /events: the site's coming melavas, registering the profile in use (with its agreement to be
 * listed afterwards), and its registrations: the UPI payment while one waits, the pass once confirmed.
 */
export default function EventsPage() {
  const { t } = useTranslation();
  const coming = useComingEvents();
  const mine = useMyEvents();
  const register = useRegister();
  const [listed, setListed] = useState(false);
  const registered = new Set(
    (mine.data?.rows ?? []).filter((row) => row.state !== 'cancelled').map((row) => row.event.event_id),
  );

  return (
    <Page title={t('melava.title')}>
      <p>{t('melava.intro')}</p>
      {(mine.data?.rows.length ?? 0) > 0 && (
        <section aria-labelledby="melava-mine">
          <h2 id="melava-mine">{t('melava.mine')}</h2>
          {mine.data?.rows.map((row) => (
            <RegistrationCard key={row.registration_id} registration={row} />
          ))}
        </section>
      )}
      <section aria-labelledby="melava-coming">
        <h2 id="melava-coming">{t('melava.coming')}</h2>
        {coming.isPending && <Spinner />}
        {coming.data?.rows.length === 0 && <p>{t('melava.none')}</p>}
        {coming.data?.rows.map((event) => (
          <article className="melava-card" key={event.event_id}>
            <EventSummary event={event} />
            {event.registration_open && event.seats_left > 0 && !registered.has(event.event_id) && (
              <div className="melava-card__register">
                <label className="checkbox">
                  <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} />{' '}
                  {t('melava.listed')}
                </label>
                <p className="field__hint">{t('melava.listedHint')}</p>
                <button
                  className="button button--primary"
                  type="button"
                  disabled={register.isPending}
                  onClick={() =>
                    register.mutate(
                      { eventId: event.event_id, listed },
                      {
                        onSuccess: () => notifySuccess(t('melava.registered')),
                        onError: (error) => notifyFailure(t('melava.registerFailed'), error),
                      },
                    )
                  }
                >
                  {t('melava.register')}
                </button>
              </div>
            )}
          </article>
        ))}
      </section>
    </Page>
  );
}
