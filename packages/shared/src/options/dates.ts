import type { LabelledOption } from './option-schema.js';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const YOUNGEST_MEMBER_AGE = 18;
const BIRTH_YEAR_COUNT = 50;

/** The 50 birth years offered: from 18 years before this year, going back. */
export function birthYears(now: Date = new Date()): number[] {
  const newest = now.getFullYear() - YOUNGEST_MEMBER_AGE;
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => newest - i);
}

export const MONTHS: readonly LabelledOption<number>[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, i) => ({ value: i + 1, label }));
export const MONTH_VALUES: readonly number[] = range(1, 12);

export const DAY_VALUES: readonly number[] = range(1, 31);

/** Brothers, sisters, and how many of them are married. */
export const SIBLING_COUNT_VALUES: readonly number[] = range(0, 5);

export const MIN_FILTER_AGE = 18;
export const MAX_FILTER_AGE = 87;
export const DEFAULT_FROM_AGE = 18;
export const DEFAULT_TO_AGE = 40;
export const AGE_FILTER_VALUES: readonly number[] = range(MIN_FILTER_AGE, MAX_FILTER_AGE);

const twoDigits = (n: number) => String(n).padStart(2, '0');

export const BIRTH_HOUR_VALUES = range(1, 12).map(twoDigits);
export const BIRTH_MINUTE_VALUES = range(0, 59).map(twoDigits);
export const MERIDIEM_VALUES = ['AM', 'PM'] as const;
export type Meridiem = (typeof MERIDIEM_VALUES)[number];

export interface BirthTimeParts {
  hour: string;
  minute: string;
  meridiem: Meridiem;
}

/** Birth time as stored and shown: 'hh:mm AM'. */
export const BIRTH_TIME_PATTERN = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

/** The horoscope form's three selects -> the stored 'hh:mm AM'. */
export function formatBirthTime({ hour, minute, meridiem }: BirthTimeParts): string {
  return `${hour}:${minute} ${meridiem}`;
}

/** A stored 'hh:mm AM' -> the horoscope form's three selects; undefined for anything else. */
export function parseBirthTime(text: string | null | undefined): BirthTimeParts | undefined {
  const match = text ? BIRTH_TIME_PATTERN.exec(text.trim()) : null;
  if (!match) return undefined;
  const [, hour, minute, meridiem] = match;
  return { hour: hour as string, minute: minute as string, meridiem: meridiem as Meridiem };
}

/** The three selects of a date-of-birth picker -> the date the spec's client sends ('1998-3-5'). */
export function specDate(year: string | number, month: string | number, day: string | number): string {
  return `${Number(year)}-${Number(month)}-${Number(day)}`;
}
