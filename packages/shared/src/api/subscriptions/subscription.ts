import { z } from 'zod';

/** `GET /api/subscription`: the member's active subscription (402 SUBSCRIPTION_REQUIRED without one). */
export const subscriptionSchema = z.object({
  subscription_id: z.number().int(),
  total_download: z.number().int(),
  current_download: z.number().int(),
  /** ISO 8601 timestamps. */
  start_date: z.string(),
  end_date: z.string(),
  /** Whole days from start to end. */
  duration: z.number().int(),
  /** Days left, rounded up; never below 0. */
  remaining: z.number().int().min(0),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
