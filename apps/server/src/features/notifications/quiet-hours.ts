/** India has one time zone and no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const QUIET_FROM_HOUR = 22;
const QUIET_UNTIL_HOUR = 7;

/** When a push may be shown: `now` itself outside 22:00-07:00 India time, else the next 07:00 there. */
export function pushMayGoAt(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - IST_OFFSET_MS);
}
