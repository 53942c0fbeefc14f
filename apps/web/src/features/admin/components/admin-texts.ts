import type { Domain, PendingChanges } from '@varmala/shared';
import { useFormat } from '../../../components/use-format';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';

/** A day ('YYYY-MM-DD') or a timestamp -> '14 March 1999', the month by its long name. */
export function useLongDate(): (iso: string) => string {
  const { date } = useFormat();
  return (iso) => date(iso, 'long');
}

/**
 * What the member changed that others do not see yet, as one line: "name Radhika, 1 new photo". On
 * the Tamil site the surname field holds the sub-caste, named and labelled as one.
 */
export function usePendingText(): (changes: PendingChanges, domain: Domain) => string {
  const { t } = useTranslation();
  const genderLabel = useOptionLabel('gender');
  const subCaste = useOptionLabel('subCaste');
  const longDate = useLongDate();
  return (changes, domain) =>
    [
      changes.name !== undefined && t('admin.search.pending.name', { value: changes.name }),
      changes.surname !== undefined &&
        (domain === 'tamilmala'
          ? t('admin.search.pending.subCaste', { value: subCaste(changes.surname) })
          : t('admin.search.pending.surname', { value: changes.surname })),
      changes.date_of_birth !== undefined &&
        t('admin.search.pending.dateOfBirth', { value: longDate(changes.date_of_birth) }),
      changes.gender !== undefined &&
        t('admin.search.pending.gender', { value: genderLabel(changes.gender) }),
      changes.photos > 0 && t('admin.search.pending.photos', { count: changes.photos }),
    ]
      .filter(Boolean)
      .join(', ');
}
