import { z } from 'zod';
import { marriedPerMonthSchema } from '../married/married.js';

/**
 * `GET /api/admin/dashboard`: what waits for the operator, counted over every site. Each count
 * opens the list it counts.
 */
export const adminDashboardSchema = z.object({
  /** Unverified and Verified profiles: waiting for their first approval. */
  new_profiles: z.number().int(),
  /** Approved profiles with changes others do not see yet. */
  changes_to_review: z.number().int(),
  /** Members' reports not yet resolved. */
  open_reports: z.number().int(),
  /** Members' reports of downloaded numbers that did not answer, waiting for a refund or not. */
  unreachable_waiting: z.number().int(),
  /** Payments waiting for the operator's confirmation; null while the site takes no payments. */
  payments_waiting: z.number().int().nullable(),
  /** Success stories waiting for the operator's look. */
  stories_waiting: z.number().int(),
  /** Profiles marked married, by month, the last MARRIED_MONTHS_SHOWN months, the newest first. */
  married_per_month: z.array(marriedPerMonthSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
