import { z } from 'zod';
import { requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { typedWholeNumber } from '../../whole-number-from-text.js';
import { GRANT_LIMITS } from '../subscriptions/grant-subscription.js';

/** The most a plan may cost, in whole rupees: past any matrimony plan, short of a typing slip's extra zeros. */
export const PLAN_MAX_PRICE_INR = 200_000;

/** A plan the operator sells: so many downloads for so many days, at a price in whole rupees. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_inr: z.number().int(),
  downloads: z.number().int(),
  days: z.number().int(),
  /** Retired plans stay for the payments that bought them, and are no longer offered. */
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/plans`: the plans on offer, cheapest first. */
export const planListSchema = z.array(planSchema);
export type PlanList = z.infer<typeof planListSchema>;

/**
 * `POST /api/admin/plans` and `POST /api/admin/plans/{id}` (the whole plan; `active: false` retires
 * it). The price as the operator writes it: '1500', '1,500', '₹1,500', '१,५००'.
 */
export const savePlanRequestSchema = z.object({
  name: requiredText(60),
  price_inr: typedWholeNumber(1, PLAN_MAX_PRICE_INR, { rupees: true }),
  downloads: typedWholeNumber(1, GRANT_LIMITS.maxDownloads),
  days: typedWholeNumber(1, GRANT_LIMITS.maxDays),
  active: z.boolean({ error: M.invalidValue }).default(true),
});
export type SavePlanRequest = z.input<typeof savePlanRequestSchema>;
