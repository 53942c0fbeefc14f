import type { MelavaEvent } from '@varmala/shared';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';

/** An event as families read it: when, where, the fee, the window and the seats left. */
export function EventSummary({ event }: { event: MelavaEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = new Date().toISOString();
  return (
    <div className="melava-event">
      <h3 className="melava-event__name">{event.name}</h3>
      <p>
        {t('melava.when')}: {format.dateTime(event.starts_at)}
      </p>
      <p>
        {t('melava.where')}: {event.place}
      </p>
      <p>
        {t('melava.fee')}: {event.fee_inr === 0 ? t('melava.free') : format.money(event.fee_inr)}
      </p>
      <p>
        {t('melava.window', {
          from: format.date(event.registration_opens),
          to: format.date(event.registration_closes),
        })}
      </p>
      <p>
        {event.registration_open
          ? event.seats_left > 0
            ? t('melava.seatsLeft', { count: event.seats_left })
            : t('melava.full')
          : now < event.registration_opens
            ? t('melava.notYet', { date: format.date(event.registration_opens) })
            : t('melava.closed')}
      </p>
    </div>
  );
}
