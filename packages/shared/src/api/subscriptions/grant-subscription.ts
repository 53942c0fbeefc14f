import { z } from 'zod';
import { mobileNumber } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { typedWholeNumber } from '../../whole-number-from-text.js';
import { databaseId } from '../database-id.js';
import { subscriptionSchema } from './subscription.js';

export const GRANT_LIMITS = { maxDownloads: 100_000, maxDays: 3650 } as const;

/**
 * `POST /api/admin/subscription`: give a member (by mobile number or user id) that many downloads
 * for that many days. A member whose subscription is still running has it extended instead.
 */
export const grantSubscriptionRequestSchema = z
  .object({
    mobile_no: mobileNumber.optional(),
    user_id: databaseId.optional(),
    downloads: typedWholeNumber(1, GRANT_LIMITS.maxDownloads),
    days: typedWholeNumber(1, GRANT_LIMITS.maxDays),
  })
  .superRefine((grant, ctx) => {
    if ((grant.mobile_no === undefined) === (grant.user_id === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['mobile_no'],
        message: M.mobileOrUserId,
      });
    }
  });
export type GrantSubscriptionRequest = z.input<typeof grantSubscriptionRequestSchema>;

export const grantSubscriptionResponseSchema = z.object({
  Status: z.literal('Success'),
  Message: z.string(),
  user_id: z.number().int(),
  /** True when a running subscription was extended rather than a new one started. */
  extended: z.boolean(),
  subscription: subscriptionSchema,
});
export type GrantSubscriptionResponse = z.infer<typeof grantSubscriptionResponseSchema>;
