/**
 * How recently a member used the site, as others see it: a band on search rows and the profile
 * view, hidden by its owner's choice and then hidden from them too, and the search filter by it.
 */
import { apiArgs, type ProfileListItem } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { call } from '../../test/interests-support.js';
import { type Member, makeMember } from '../../test/members.js';
import { setPrivacy } from '../../test/privacy-support.js';
import { search } from '../../test/search-support.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);
const DAY_MS = 24 * 60 * 60 * 1000;

async function lastUsed(member: Member, daysAgo: number) {
  await ctx.database.db
    .update(profiles)
    .set({ lastActiveOn: new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10) })
    .where(eq(profiles.id, member.profileId));
}

let groom: Member;
let today: Member;
let lastWeek: Member;
let lastMonth: Member;
let longAgo: Member;
let hiding: Member;

beforeAll(async () => {
  const bride = () => makeMember(ctx, { gender: 'Female', photos: 1 });
  groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
  [today, lastWeek, lastMonth, longAgo, hiding] = [
    await bride(),
    await bride(),
    await bride(),
    await bride(),
    await bride(),
  ];
  await lastUsed(lastWeek, 5);
  await lastUsed(lastMonth, 12);
  await lastUsed(longAgo, 90);
  await setPrivacy(ctx, hiding, { show_activity: false });
});

async function rowsFor(viewer: Member, filters: object = {}) {
  const response = await search(ctx, viewer, filters);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json<{ rows: ProfileListItem[] }>().rows.map((row) => [row.profile_id, row]));
}

describe('the activity band', () => {
  it('shows a week, a month or older on search rows and the view, and nothing of one who hides it', async () => {
    const rows = await rowsFor(groom);
    expect(rows.get(today.profileId)?.activity).toBe('week');
    expect(rows.get(lastWeek.profileId)?.activity).toBe('week');
    expect(rows.get(lastMonth.profileId)?.activity).toBe('month');
    expect(rows.get(longAgo.profileId)?.activity).toBe('older');
    expect(rows.get(hiding.profileId)).toBeDefined();
    expect(rows.get(hiding.profileId)).not.toHaveProperty('activity');

    const view = await call(ctx, groom, ...apiArgs('viewProfile', { profileId: lastMonth.profileId }));
    expect(view.json().activity).toBe('month');
    const hidden = await call(ctx, groom, ...apiArgs('viewProfile', { profileId: hiding.profileId }));
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).not.toHaveProperty('activity');
    // Never a time of day: the profile keeps only the day.
    expect(JSON.stringify(view.json())).not.toMatch(/last_active|seen_at/);
  });

  it('filters by use within 7 or 30 days, never naming one who hides it', async () => {
    const week = await rowsFor(groom, { active_within_days: 7 });
    expect([...week.keys()]).toEqual(expect.arrayContaining([today.profileId, lastWeek.profileId]));
    for (const other of [lastMonth, longAgo, hiding]) expect(week.has(other.profileId)).toBe(false);
    const month = await rowsFor(groom, { active_within_days: '30' });
    expect(month.has(lastMonth.profileId)).toBe(true);
    expect(month.has(longAgo.profileId)).toBe(false);
    expect(month.has(hiding.profileId)).toBe(false);
    for (const bad of [14, 'soon', -7]) {
      const response = await search(ctx, groom, { active_within_days: bad });
      expect(response.statusCode, String(bad)).toBe(400);
    }
  });

  it('is hidden from a member who hides their own: who does not show, does not see', async () => {
    const shy = await makeMember(ctx, { gender: 'Male', photos: 1, privacy: { show_activity: false } });
    const rows = await rowsFor(shy);
    for (const other of [today, lastMonth, longAgo]) {
      expect(rows.get(other.profileId)).toBeDefined();
      expect(rows.get(other.profileId)).not.toHaveProperty('activity');
    }
    // The filter cannot tell them either: it is left out.
    const filtered = await rowsFor(shy, { active_within_days: 7 });
    expect(filtered.has(longAgo.profileId)).toBe(true);
    const view = await call(ctx, shy, ...apiArgs('viewProfile', { profileId: today.profileId }));
    expect(view.json()).not.toHaveProperty('activity');

    // Showing it again, they see others' again.
    await setPrivacy(ctx, shy, { show_activity: true });
    expect((await rowsFor(shy)).get(longAgo.profileId)?.activity).toBe('older');
  });
});
