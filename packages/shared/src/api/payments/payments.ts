import { z } from 'zod';
import { digitsOnly } from '../../digits.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { databaseId } from '../database-id.js';

export const PAYMENT_STATES = [
  'awaiting_payment',
  'awaiting_confirmation',
  'confirmed',
  'rejected',
  'expired',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The bank's reference of a UPI payment (UTR), 12 digits. Spaces and dashes a banking app shows
 * between groups, and digits of any script, are read as the digits they are; a tab, a line break or
 * another control character between them is refused, as in every text.
 */
export const utrSchema = z
  .string({ error: M.required })
  .max(40, { error: M.invalidUtr })
  .transform((text) => (/^[\p{Nd}\p{Zs}\p{Pd}]*$/u.test(text) ? digitsOnly(text) : text))
  .pipe(
    z
      .string()
      .min(1, { error: M.required })
      .regex(/^\d{12}$/, { error: M.invalidUtr }),
  );

/** `POST /api/payments`: pay for a plan. */
export const createPaymentRequestSchema = z.object({ plan_id: databaseId });
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/**
 * What the member pays with: the reference to quote, the amount, the UPI link that opens a payment
 * app on a phone, and the same link as a QR code (SVG) to scan from another screen.
 */
export const createPaymentResponseSchema = z.object({
  payment_id: z.number().int(),
  reference: z.string(),
  amount_inr: z.number().int(),
  upi_uri: z.string(),
  qr_svg: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** `POST /api/payments/{payment_id}/utr`. */
export const submitUtrRequestSchema = z.object({ utr: utrSchema });
export type SubmitUtrRequest = z.input<typeof submitUtrRequestSchema>;

/** One of the member's own payments. */
export const memberPaymentSchema = z.object({
  payment_id: z.number().int(),
  reference: z.string(),
  plan_name: z.string(),
  amount_inr: z.number().int(),
  downloads: z.number().int(),
  days: z.number().int(),
  state: z.enum(PAYMENT_STATES),
  utr: z.string().nullable(),
  /** Why the operator did not accept it; null unless rejected. */
  reason: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

/** `GET /api/payments`: the member's own payments, newest first. */
export const myPaymentsResponseSchema = z.array(memberPaymentSchema);
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponseSchema>;

/** `POST /api/payments/{payment_id}/utr` answers the payment as it now stands. */
export const submitUtrResponseSchema = memberPaymentSchema;
