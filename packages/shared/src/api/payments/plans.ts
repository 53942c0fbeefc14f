import { z } from 'zod';
import { requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { wholeNumberFromText } from '../../whole-number-from-text.js';
import { GRANT_LIMITS } from '../subscriptions/grant-subscription.js';

/** The most a plan may cost, in whole rupees: past any matrimony plan, short of a typing slip's extra zeros. */
export const PLAN_MAX_PRICE_INR = 200_000;

const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  wholeNumberFromText(
    z
      .number({ error: M.required })
      .int({ error: M.invalidValue })
      .min(1, { error: M.invalidValue })
      .max(max, { error: M.invalidValue }),
  );

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

/** `POST /api/admin/plans` and `POST /api/admin/plans/{id}` (the whole plan; `active: false` retires it). */
export const savePlanRequestSchema = z.object({
  name: requiredText(60),
  price_inr: wholeNumber(PLAN_MAX_PRICE_INR),
  downloads: wholeNumber(GRANT_LIMITS.maxDownloads),
  days: wholeNumber(GRANT_LIMITS.maxDays),
  active: z.boolean({ error: M.invalidValue }).default(true),
});
export type SavePlanRequest = z.input<typeof savePlanRequestSchema>;
