// Node's Intl carries India's history: +05:30, and +06:30 in 1941-1942 and 1942-1945.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds. */
export function utcOffsetMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(utcMs))) parts[part.type] = part.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The earlier one where clocks went back. */
export function wallTimeToUtc(wallMs: number, timeZone: string): number {
  const first = wallMs - utcOffsetMs(wallMs, timeZone);
  return wallMs - utcOffsetMs(first, timeZone);
}

export function isoAtPlace(utcMs: number, timeZone: string): string {
  const offset = utcOffsetMs(utcMs, timeZone);
  const wall = new Date(Math.round((utcMs + offset) / 1000) * 1000).toISOString().slice(0, 19);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}

/** Read as if the clock were UTC. */
export function wallClockMs(date: string, hour: number, minute: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Set apart, as Date.UTC reads years 0-99 as 1900-1999.
  const wall = new Date(Date.UTC(2000, month - 1, day, hour, minute));
  wall.setUTCFullYear(year);
  return wall.getTime();
}
