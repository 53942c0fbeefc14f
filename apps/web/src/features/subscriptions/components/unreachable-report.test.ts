import { describe, expect, it } from 'vitest';
import { mayReportUnreachable } from './unreachable-report';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-28T12:00:00Z');

describe('mayReportUnreachable', () => {
  it('offers the report within 7 days of the download, and not after', () => {
    expect(mayReportUnreachable(new Date(now - DAY).toISOString(), now)).toBe(true);
    expect(mayReportUnreachable(new Date(now - 7 * DAY + 60_000).toISOString(), now)).toBe(true);
    expect(mayReportUnreachable(new Date(now - 7 * DAY).toISOString(), now)).toBe(false);
    expect(mayReportUnreachable(new Date(now - 30 * DAY).toISOString(), now)).toBe(false);
  });

  it('offers nothing for a time it cannot read', () => {
    expect(mayReportUnreachable('not a time', now)).toBe(false);
  });
});
