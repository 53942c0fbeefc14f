import { MONTHS, type PendingChanges } from '@varmala/shared';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';

/** 'YYYY-MM-DD' -> '14 March 1999', the month by its long name. */
export function useLongDate(): (iso: string) => string {
  const { t } = useTranslation();
  const monthLabel = useOptionLabel('month');
  return (iso) => {
    const [year, month, day] = iso.split('-').map(Number);
    const monthNumber = month ?? 0;
    return t('admin.search.dob', {
      day,
      month: monthLabel(monthNumber, MONTHS[monthNumber - 1]?.label),
      year,
    });
  };
}

/** What the member changed that others do not see yet, as one line: "name Radhika, 1 new photo". */
export function usePendingText(): (changes: PendingChanges) => string {
  const { t } = useTranslation();
  const genderLabel = useOptionLabel('gender');
  const longDate = useLongDate();
  return (changes) =>
    [
      changes.name !== undefined && t('admin.search.pending.name', { value: changes.name }),
      changes.surname !== undefined && t('admin.search.pending.surname', { value: changes.surname }),
      changes.date_of_birth !== undefined &&
        t('admin.search.pending.dateOfBirth', { value: longDate(changes.date_of_birth) }),
      changes.gender !== undefined &&
        t('admin.search.pending.gender', { value: genderLabel(changes.gender) }),
      changes.photos > 0 && t('admin.search.pending.photos', { count: changes.photos }),
    ]
      .filter(Boolean)
      .join(', ');
}
