import { useTranslation } from '../i18n/use-translation';

/** The parts of the day a horoscope names, by the hour (0-23) each begins. */
const DAY_PARTS = [
  [0, 'afterMidnight'],
  [4, 'dawn'],
  [6, 'morning'],
  [12, 'afternoon'],
  [16, 'evening'],
  [20, 'night'],
] as const;

export type DayPart = (typeof DAY_PARTS)[number][1];

export interface BirthTimeParts {
  /** On a 12-hour clock, as families say it: 12 for noon and midnight. */
  hour: number;
  minute: string;
  part: DayPart;
}

/** A stored birth time ('06:30 AM', as the API gives it) in the parts a horoscope writes. */
export function birthTimeParts(time: string): BirthTimeParts | null {
  const match = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(time.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12 || Number(match[2]) > 59) return null;
  const hour24 = (hour % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  let part: DayPart = 'afterMidnight';
  for (const [from, name] of DAY_PARTS) if (hour24 >= from) part = name;
  return { hour, minute: match[2] as string, part };
}

type Translate = (
  key: 'profileView.birthTimeValue' | `profileView.dayParts.${DayPart}`,
  values?: object,
) => string;

/**
 * A birth time as the reader's language writes it in a horoscope: 'सकाळी 6.30 वा.', 'காலை 6.30
 * மணி', '6:30 AM'. A time in another shape is shown as it came.
 */
export function formatBirthTime(t: Translate, time: string): string {
  const parts = birthTimeParts(time);
  if (!parts) return time;
  return t('profileView.birthTimeValue', { ...parts, part: t(`profileView.dayParts.${parts.part}`) });
}

export function useBirthTime(): (time: string) => string {
  const { t } = useTranslation();
  return (time) => formatBirthTime(t as Translate, time);
}
