import type { Language } from '../languages.js';
import { MONTH_NAMES } from './month-names.js';

// Latin digits in every language, grouped the Indian way (1,50,000): what the biodata, pages and
// catalogues already write, and what a family reads from a bank's or a UPI app's screen. Made on
// first use, not when the module loads: a page that shows no number never pays for it.
let grouped: Intl.NumberFormat | undefined;

/** The site's time zone: mails, SMS and PDFs say the day as India's clock has it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export type DateStyle = 'short' | 'long';

export interface DateOptions {
  /** IANA zone a timestamp's day and hour are read in; a calendar day ('2026-12-02') has none. */
  timeZone?: string;
}

interface Moment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const zoneReaders = new Map<string, Intl.DateTimeFormat>();

/** The day and time `value` is on in `timeZone`; null for what is not a date. */
function momentOf(value: Date | string, timeZone: string): Moment | null {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  let reader = zoneReaders.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneReaders.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

function dayText(moment: Moment, language: Language, style: DateStyle): string {
  const month = MONTH_NAMES[language][style][moment.month as keyof (typeof MONTH_NAMES)['en']['long']];
  return `${moment.day} ${month} ${moment.year}`;
}

/**
 * A day as `language` writes it: '2 Dec 2026', '2 डिसें. 2026', '2 டிச. 2026' (`long`: the month
 * in full). A calendar day ('2026-12-02') is that day; a timestamp is read in `timeZone`. What is
 * not a date comes back as it was.
 */
export function formatDate(
  value: Date | string,
  language: Language,
  style: DateStyle = 'short',
  { timeZone = INDIA_TIME_ZONE }: DateOptions = {},
): string {
  const moment = momentOf(value, timeZone);
  return moment ? dayText(moment, language, style) : String(value);
}

/** The parts of the day Marathi and Tamil name before a time, by the hour (0-23) each begins. */
const DAY_PARTS: readonly (readonly [number, Readonly<Record<'mr' | 'ta', string>>])[] = [
  [0, { mr: 'रात्री', ta: 'இரவு' }],
  [4, { mr: 'पहाटे', ta: 'அதிகாலை' }],
  [6, { mr: 'सकाळी', ta: 'காலை' }],
  [12, { mr: 'दुपारी', ta: 'மதியம்' }],
  [16, { mr: 'संध्याकाळी', ta: 'மாலை' }],
  [20, { mr: 'रात्री', ta: 'இரவு' }],
];

/**
 * A time of day as `language` says it: '6:30 AM', 'सकाळी 6.30 वा.', 'காலை 6.30 மணி' (the part of
 * the day, then the hour on a 12-hour clock, as families write a birth time).
 */
export function formatTime(hour: number, minute: number, language: Language): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = String(minute).padStart(2, '0');
  if (language === 'en') return `${hour12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  let part = DAY_PARTS[0]?.[1] as Readonly<Record<'mr' | 'ta', string>>;
  for (const [from, names] of DAY_PARTS) if (hour >= from) part = names;
  return language === 'mr' ? `${part.mr} ${hour12}.${minutes} वा.` : `${part.ta} ${hour12}.${minutes} மணி`;
}

/** A timestamp's time of day (`formatTime`), read in `timeZone`. */
export function formatTimeOfDay(
  value: Date | string,
  language: Language,
  { timeZone = INDIA_TIME_ZONE }: DateOptions = {},
): string {
  const moment = momentOf(value, timeZone);
  return moment ? formatTime(moment.hour, moment.minute, language) : String(value);
}

/** A day and its time: '2 Dec 2026, 3:30 PM', '2 डिसें. 2026, दुपारी 3.30 वा.'. */
export function formatDateTime(
  value: Date | string,
  language: Language,
  { timeZone = INDIA_TIME_ZONE }: DateOptions = {},
): string {
  const moment = momentOf(value, timeZone);
  if (!moment) return String(value);
  return `${dayText(moment, language, 'short')}, ${formatTime(moment.hour, moment.minute, language)}`;
}

const STORED_TIME = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i;

/** A birth time as the profile stores it ('06:30 AM') in `language`'s words; another shape as it came. */
export function formatStoredBirthTime(time: string, language: Language): string {
  const match = STORED_TIME.exec(time.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour < 1 || hour > 12 || minute > 59) return time;
  return formatTime((hour % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0), minute, language);
}

const CM_PER_INCH = 2.54;
const HEIGHT_WORDS: Readonly<Record<Language, { feet: string; inches: string; cm: string }>> = {
  en: { feet: 'ft', inches: 'in', cm: 'cm' },
  mr: { feet: ' फूट', inches: ' इंच', cm: 'सें.मी.' },
  ta: { feet: ' அடி', inches: ' அங்குலம்', cm: 'செ.மீ.' },
};

/**
 * A height in feet and inches, as families give it, in `language`'s words: '5ft 3in', '5 फूट 3
 * इंच', '5 அடி 3 அங்குலம்'; `withCm` adds the centimetres stored ('(160 cm)'). Takes the stored
 * centimetres or the '5ft 3in' the API writes (`height_ft`); anything else comes back as it was.
 */
export function formatHeight(
  height: number | string | null | undefined,
  language: Language,
  { withCm = false }: { withCm?: boolean } = {},
): string | null {
  if (height === null || height === undefined || height === '') return null;
  let inches: number;
  let cm: number | null = null;
  if (typeof height === 'number') {
    if (!Number.isFinite(height) || height <= 0) return null;
    cm = Math.round(height);
    inches = Math.round(height / CM_PER_INCH);
  } else {
    const written = /^(\d+)ft (\d+)in$/.exec(height.trim());
    if (!written) return height;
    inches = Number(written[1]) * 12 + Number(written[2]);
  }
  const words = HEIGHT_WORDS[language];
  const text = `${Math.floor(inches / 12)}${words.feet} ${inches % 12}${words.inches}`;
  return withCm && cm !== null ? `${text} (${cm} ${words.cm})` : text;
}

/** A whole number with its thousands grouped: 1,500 and 1,50,000. */
export function formatNumber(value: number, _language: Language): string {
  grouped ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return grouped.format(value);
}

/** An amount in whole rupees: '₹1,500'. */
export function formatMoney(inr: number, language: Language): string {
  return `₹${formatNumber(inr, language)}`;
}
