import { z } from 'zod';
import { requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { calendarDateSchema } from '../public/calendar-date.js';
import { memberPaymentSchema, PAYMENT_STATES, utrSchema } from './payments.js';

const optionalDate = z.preprocess(
  (value) => (value === '' ? undefined : value),
  calendarDateSchema.optional(),
);

/**
 * `POST /api/admin/payments/list/{page}`: one state, or every payment when left out; `from` and `to`
 * (year-month-day, inclusive, Indian time) bound the day the payment was started.
 */
export const adminPaymentListRequestSchema = z.object({
  state: z.enum(PAYMENT_STATES, { error: M.invalidValue }).optional(),
  from: optionalDate,
  to: optionalDate,
});
export type AdminPaymentListRequest = z.input<typeof adminPaymentListRequestSchema>;

/** A payment as the operator sees it: the member's own view, with who paid and who decided. */
export const adminPaymentRowSchema = memberPaymentSchema.extend({
  user_id: z.number().int().nullable(),
  /** Null when the member has left; the ledger keeps the row. */
  mid: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  utr_at: z.string().nullable(),
  decided_by: z.number().int().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

/** Payments waiting longest first when only those waiting are asked for, else newest first; 20 a page. */
export const adminPaymentListResponseSchema = z.object({
  rows: z.array(adminPaymentRowSchema),
  count: z.number().int(),
});
export type AdminPaymentListResponse = z.infer<typeof adminPaymentListResponseSchema>;

/**
 * `POST /api/admin/payments/{payment_id}/confirm`: the UTR the operator checked against the bank
 * statement; the payment is confirmed only if it is still the payment's own.
 */
export const confirmPaymentRequestSchema = z.object({ utr: utrSchema });
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequestSchema>;

/** `POST /api/admin/payments/{payment_id}/reject`: why, as the member will read it. */
export const rejectPaymentRequestSchema = z.object({ reason: requiredText(300) });
export type RejectPaymentRequest = z.input<typeof rejectPaymentRequestSchema>;

export const decidePaymentResponseSchema = z.object({
  Status: z.literal('Success'),
  Message: z.string(),
  payment: adminPaymentRowSchema,
});
export type DecidePaymentResponse = z.infer<typeof decidePaymentResponseSchema>;

/** `GET /api/admin/payments.csv?from&to`: the ledger of payments started in those days (inclusive). */
export const paymentLedgerQuerySchema = z.object({
  from: optionalDate,
  to: optionalDate,
});
export type PaymentLedgerQuery = z.input<typeof paymentLedgerQuerySchema>;

/** Documents the CSV answer; it is sent as a file, not JSON. */
export const paymentLedgerResponseSchema = z.string();
