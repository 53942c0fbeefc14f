import type { MelavaEvent } from '@varmala/shared';
import { Link } from 'react-router';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';

/** The next melava on the home page: its name, day and place, and the way to register. */
export default function NextEvent({ event }: { event: MelavaEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="next-event" aria-labelledby="next-event-heading" data-testid="next-event">
      <h2 id="next-event-heading">{t('home.nextEvent')}</h2>
      <p className="next-event__name">{event.name}</p>
      <p>
        {format.dateTime(event.starts_at)} · {event.place}
      </p>
      <Link className="button button--primary" to="/events">
        {t('home.nextEventLink')}
      </Link>
    </section>
  );
}
