/**
 * How recently a member used the site, as others see it: a band, never a time, and it changes at
 * most once a day (the server keeps the day only). Without zod: the search page reads these.
 */
export const ACTIVITY_BANDS = ['week', 'month', 'older'] as const;
export type ActivityBand = (typeof ACTIVITY_BANDS)[number];

/** The search filter `active_within_days`. */
export const ACTIVE_WITHIN_DAYS = [7, 30] as const;
export type ActiveWithinDays = (typeof ACTIVE_WITHIN_DAYS)[number];
