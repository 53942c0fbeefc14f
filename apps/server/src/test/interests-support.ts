import type { InterestBox, InterestRow } from '@varmala/shared';
import { apiArgs } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { interests } from '../db/schema.js';
import { type Member, makeMember } from './members.js';
import { bearer, type TestContext, type TestMember } from './test-app.js';

/** A groom and a bride of one site, both Approved with a photo each. */
export async function makePair(ctx: TestContext, options: { language?: 'en' | 'mr' | 'ta' } = {}) {
  const [groom, bride] = await Promise.all([
    makeMember(ctx, { gender: 'Male', photos: 1, ...options }),
    makeMember(ctx, { gender: 'Female', photos: 1, ...options }),
  ]);
  return { groom, bride };
}

export function call(
  ctx: Pick<TestContext, 'app'>,
  who: TestMember,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}

export const sendInterest = (
  ctx: Pick<TestContext, 'app'>,
  from: TestMember,
  to: Member,
  template = 'liked_profile',
) => call(ctx, from, ...apiArgs('sendInterest', { profileId: to.profileId }), { template });

/** Sends and answers the new interest's id; fails the test unless it was sent. */
export async function sent(ctx: Pick<TestContext, 'app'>, from: TestMember, to: Member): Promise<number> {
  const response = await sendInterest(ctx, from, to);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ interest_id: number }>().interest_id;
}

export const answer = (
  ctx: Pick<TestContext, 'app'>,
  who: TestMember,
  interestId: number,
  change: 'accept' | 'decline' | 'withdraw',
  payload?: object,
) =>
  change === 'withdraw'
    ? call(ctx, who, ...apiArgs('withdrawInterest', { interestId }))
    : call(
        ctx,
        who,
        'POST',
        `/api/interest/${interestId}/${change}`,
        payload ?? (change === 'decline' ? {} : undefined),
      );

/** Every row of a box, as the member reads it. */
export async function box(ctx: Pick<TestContext, 'app'>, who: TestMember, name: InterestBox) {
  const response = await call(ctx, who, ...apiArgs('interestBox', { box: name, page: 1 }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: InterestRow[]; count: number }>();
}

/** What each box of a member shows of one interest: its status there, or absent. */
export async function seenIn(ctx: Pick<TestContext, 'app'>, who: TestMember, interestId: number) {
  const seen: Partial<Record<InterestBox, string>> = {};
  for (const name of ['received', 'sent', 'accepted'] as const) {
    const row = (await box(ctx, who, name)).rows.find((r) => r.interest_id === interestId);
    if (row) seen[name] = row.status;
  }
  return seen;
}

/** Moves an interest back in time: sent (and answered, if it was) `days` days ago. */
export async function interestAgo(ctx: Pick<TestContext, 'database'>, interestId: number, days: number) {
  await ctx.database.db
    .update(interests)
    .set({
      sentAt: sql`now() - make_interval(days => ${days}::int)`,
      answeredAt: sql`case when ${interests.answeredAt} is null then null else now() - make_interval(days => ${days}::int) end`,
    })
    .where(eq(interests.id, interestId));
}
