import { MONTHS } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';
import { useOptionLabel } from './use-option-label';

/**
 * A timestamp as day, short month and year in the member's time zone: '5 Mar 2026'. Built from
 * parts, because Intl writes 'Sept' or puts the month first depending on the browser's locale data.
 * `template` is the key of the order of the parts, in a catalogue part the page loads.
 */
export function useFormatDay(
  template:
    | 'subscription.date'
    | 'privacy.date'
    | 'interests.date'
    | 'notifications.date' = 'subscription.date',
): (iso: string) => string {
  const { t } = useTranslation();
  const shortMonth = useOptionLabel('shortMonth');
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const month = date.getMonth() + 1;
    return t(template, {
      day: date.getDate(),
      month: shortMonth(month, MONTHS[month - 1]?.label.slice(0, 3)),
      year: date.getFullYear(),
    });
  };
}
