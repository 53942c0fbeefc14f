import {
  type DateStyle,
  formatDate,
  formatDateTime,
  formatHeight,
  formatMoney,
  formatNumber,
  formatStoredBirthTime,
  formatTimeOfDay,
  INDIA_TIME_ZONE,
  isLanguage,
} from '@varmala/shared';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';

let readerTimeZone: string | undefined;

/**
 * A day on a page is the day on the reader's own clock. Read on first use, not when the module loads:
 * a page that shows no date never asks the browser.
 */
function readerZone(): string {
  readerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || INDIA_TIME_ZONE;
  return readerTimeZone;
}

/**
 * The shared formatters (packages/shared/src/format) in the reader's language: dates, times,
 * heights, numbers and money look the same on every page as in the mails and the biodata.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(
    () => ({
      date: (value: string, style: DateStyle = 'short') =>
        formatDate(value, language, style, { timeZone: readerZone() }),
      dateTime: (value: string) => formatDateTime(value, language, { timeZone: readerZone() }),
      time: (value: string) => formatTimeOfDay(value, language, { timeZone: readerZone() }),
      birthTime: (time: string) => formatStoredBirthTime(time, language),
      height: (height: number | string | null, options?: { withCm?: boolean }) =>
        formatHeight(height, language, options),
      number: (value: number) => formatNumber(value, language),
      money: (inr: number) => formatMoney(inr, language),
    }),
    [language],
  );
}
