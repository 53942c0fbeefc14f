import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const UNREACHABLE_REASONS = ['wrong_number', 'switched_off', 'not_the_family'] as const;
export type UnreachableReasonName = (typeof UNREACHABLE_REASONS)[number];
export const UNREACHABLE_STATUSES = ['open', 'refunded', 'dismissed'] as const;
export type UnreachableStatusName = (typeof UNREACHABLE_STATUSES)[number];

/** Days after a download within which its number may be reported as unreachable. */
export const UNREACHABLE_REPORT_DAYS = 7;
/** Refunded reports of one profile that put it back in the operator's review queue. */
export const UNREACHABLE_REVIEW_AFTER = 2;

/** `POST /api/subscription/download/{profileId}/unreachable`. */
export const reportUnreachableRequestSchema = z.object({
  reason: z.enum(UNREACHABLE_REASONS, { error: M.invalidValue }),
});
export type ReportUnreachableRequest = z.input<typeof reportUnreachableRequestSchema>;

export const reportUnreachableResponseSchema = z.object({
  Status: z.literal('Success'),
  report_id: z.number().int(),
});

const memberSchema = z.object({
  profile_id: z.number().int().nullable(),
  mid: z.string().nullable(),
  name: z.string().nullable(),
});

export const unreachableRowSchema = z.object({
  report_id: z.number().int(),
  reason: z.enum(UNREACHABLE_REASONS),
  status: z.enum(UNREACHABLE_STATUSES),
  /** ISO 8601. */
  created_at: z.string(),
  downloaded_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  profile: memberSchema.extend({
    /** The numbers on the profile now, for the operator to ring before deciding; empty once erased. */
    mobiles: z.array(z.string()),
    /** Reports of this profile the operator refunded so far. */
    refunded_reports: z.number().int(),
  }),
  reporter: memberSchema,
});
export type UnreachableRow = z.infer<typeof unreachableRowSchema>;

/** `POST /api/admin/unreachable/list/{page}`: open reports first... or one status. */
export const unreachableListRequestSchema = z.object({
  status: z.enum(UNREACHABLE_STATUSES, { error: M.invalidValue }).optional(),
});
export const unreachableListResponseSchema = z.object({
  rows: z.array(unreachableRowSchema),
  count: z.number().int(),
});
export type UnreachableListResponse = z.infer<typeof unreachableListResponseSchema>;

/** `POST /api/admin/unreachable/{reportId}/resolve`. */
export const resolveUnreachableRequestSchema = z.object({
  action: z.enum(['refund', 'dismiss'], { error: M.invalidValue }),
});
export type ResolveUnreachableRequest = z.input<typeof resolveUnreachableRequestSchema>;
export const resolveUnreachableResponseSchema = z.object({
  Status: z.literal('Success'),
  report: unreachableRowSchema,
});
