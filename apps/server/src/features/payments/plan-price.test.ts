/**
 * A plan's price as the operator writes it: grouped, with the rupee sign, in Marathi digits. What
 * is no whole number of rupees is refused with a text that says how to write one, and the plan
 * saved before stays as it was.
 */
import { VALIDATION_MESSAGES as M } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/members.js';
import { call, makePlan, ok, TEST_VPA } from '../../test/payments-support.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ upiVpa: TEST_VPA });

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

const save = async (price: unknown, planId?: number) =>
  call(ctx, await theAdmin(), planId === undefined ? 'createPlan' : 'updatePlan', {
    ...(planId === undefined ? {} : { params: { planId } }),
    payload: { name: 'Gold', price_inr: price, downloads: '1,000', days: '३६५' },
  });

describe("a plan's price as the operator types it", () => {
  it('is 1500 however it is grouped, marked or scripted', async () => {
    for (const typed of [
      '1,500',
      '1 500',
      '1\u00a0500',
      '₹1,500',
      '₹ 1,500',
      'Rs. 1,500/-',
      '१,५००',
      '௧,௫௦௦',
      '1500.00',
    ]) {
      const response = await save(typed);
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(200);
      expect(response.json(), typed).toMatchObject({ price_inr: 1500, downloads: 1000, days: 365 });
    }
    const lakh = await save('₹1,50,000');
    expect(lakh.json().price_inr).toBe(150_000);
  });

  it('refuses what is no whole number of rupees with a text that says how to write it, keeping the saved price', async () => {
    const plan = await makePlan(ctx, await theAdmin(), { price_inr: 900 });
    for (const typed of ['15.5.0', '15.5', '1,5,00', '15,00', '-1500', '1500 rupees', 'abc']) {
      const response = await save(typed, plan.id);
      expect(response.statusCode, typed).toBe(400);
      const body = response.json();
      expect(body, typed).toMatchObject({ Status: 'Error', code: 'VALIDATION_FAILED' });
      expect(body.error_keys, typed).toEqual({ price_inr: 'notWholeRupees' });
      expect(body.errors.price_inr, typed).toBe(M.notWholeRupees);
    }
    const missing = await save('', plan.id);
    expect(missing.json().error_keys).toEqual({ price_inr: 'required' });
    const listed = ok(await call(ctx, null, 'listPlans'), 'list') as { id: number; price_inr: number }[];
    expect(listed.find((each) => each.id === plan.id)?.price_inr).toBe(900);
  });
});
