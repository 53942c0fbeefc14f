import { apiArgs } from '@varmala/shared';
/** A member's privacy and safety calls, and the ways one member can look at another, for the API tests. */
import type { Member } from './members.js';
import { bearer, type TestContext, type TestMember, uniqueIp } from './test-app.js';

export function call(
  ctx: Pick<TestContext, 'app'>,
  who: TestMember | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const setPrivacy = (ctx: Pick<TestContext, 'app'>, who: TestMember, settings: object) =>
  call(ctx, who, ...apiArgs('updatePrivacy'), settings);

export const block = (ctx: Pick<TestContext, 'app'>, who: TestMember, target: Member) =>
  call(ctx, who, ...apiArgs('blockProfile', { profileId: target.profileId }));

export const unblock = (ctx: Pick<TestContext, 'app'>, who: TestMember, target: Member) =>
  call(ctx, who, ...apiArgs('unblockProfile', { profileId: target.profileId }));

export const report = (
  ctx: Pick<TestContext, 'app'>,
  who: TestMember,
  target: Member | number,
  body: object,
) =>
  call(
    ctx,
    who,
    'POST',
    `/api/profile/report/${typeof target === 'number' ? target : target.profileId}`,
    body,
  );

/** The search rows' member ids, from a search with these filters. */
export async function midsFound(ctx: Pick<TestContext, 'app'>, who: TestMember, filters: object = {}) {
  const response = await call(ctx, who, ...apiArgs('searchProfiles', { page: 1 }), filters);
  if (response.statusCode !== 200) throw new Error(`search: ${response.statusCode} ${response.body}`);
  const body = response.json<{ rows: { mid: string }[]; count: number }>();
  return { mids: body.rows.map((row) => row.mid), count: body.count };
}

/**
 * Every way `viewer` can reach `target`'s profile by its id, each answering a status: view,
 * shortlist (add), download, block, report. Search is asked separately (`midsFound`).
 */
export function reachesById(ctx: Pick<TestContext, 'app'>, viewer: TestMember, target: Member) {
  return {
    view: () => call(ctx, viewer, ...apiArgs('viewProfile', { profileId: target.profileId })),
    shortlist: () => call(ctx, viewer, ...apiArgs('addToShortlist'), { profile_id: target.profileId }),
    download: () => call(ctx, viewer, ...apiArgs('downloadProfile', { profileId: target.profileId })),
  };
}

/** The status each way of `reachesById` answers. */
export async function statusesById(ctx: Pick<TestContext, 'app'>, viewer: TestMember, target: Member) {
  const statuses: Record<string, number> = {};
  for (const [name, reach] of Object.entries(reachesById(ctx, viewer, target))) {
    statuses[name] = (await reach()).statusCode;
  }
  return statuses;
}
