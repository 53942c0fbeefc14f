import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { REPORT_REASONS } from '../privacy/report.js';
import { refusalNoteSchema, refusalReasonSchema } from './refusal.js';

export const REPORT_STATUSES = ['open', 'dismissed', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `POST /api/admin/report/list/{page}`: one status, or every report when left out. */
export const reportListRequestSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: M.invalidValue }).optional(),
});
export type ReportListRequest = z.input<typeof reportListRequestSchema>;

/** One side of a report: null fields once that member has erased their account (the mid stays). */
const reportMemberSchema = z.object({
  profile_id: z.number().int().nullable(),
  mid: z.string().nullable(),
  name: z.string().nullable(),
});

/**
 * A message of a reported conversation (issue 54), text only: the reported one is the last; `from`
 * says whether the reported profile or the reporter wrote it.
 */
export const reportedMessageSchema = z.object({
  from: z.enum(['reported', 'reporter']),
  text: z.string(),
  /** ISO 8601. */
  sent_at: z.string(),
  reported: z.boolean(),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

export const reportRowSchema = z.object({
  report_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** A message's report: it and at most five before it, oldest first; null for a profile's report. */
  messages: z.array(reportedMessageSchema).nullable(),
  status: z.enum(REPORT_STATUSES),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  profile: reportMemberSchema.extend({
    /** The reported profile's status now; null once its member has left. */
    status: z.number().int().nullable(),
    /** Reports of this profile still open, this one included. */
    open_reports: z.number().int(),
  }),
  reporter: reportMemberSchema,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** Reports newest first, 20 a page. */
export const reportListResponseSchema = z.object({
  rows: z.array(reportRowSchema),
  count: z.number().int(),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const REPORT_ACTIONS = ['dismiss', 'reject_profile'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/**
 * `POST /api/admin/report/{reportId}/resolve`. Rejecting sets the profile to Rejected (500), with
 * the reason its member is told as any rejection has, and closes every open report of it;
 * dismissing closes this one.
 */
export const resolveReportRequestSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: M.invalidValue }),
    reason: refusalReasonSchema.optional(),
    note: refusalNoteSchema,
  })
  .superRefine((body, context) => {
    if (body.action === 'reject_profile' && body.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: M.required });
    }
  });
export type ResolveReportRequest = z.input<typeof resolveReportRequestSchema>;

export const resolveReportResponseSchema = z.object({
  Status: z.literal('Success'),
  report: reportRowSchema,
});
export type ResolveReportResponse = z.infer<typeof resolveReportResponseSchema>;
