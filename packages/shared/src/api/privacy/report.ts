import { z } from 'zod';
import { findContactDetails } from '../../contact-details.js';
import { optionalPlainText } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const REPORT_REASONS = [
  'fake',
  'already_married',
  'asking_money',
  'harassment',
  'inappropriate_photo',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;

/**
 * `POST /api/profile/report/{profileId}`. Only the operator reads the details, but they are kept
 * after either member erases their account only as far as they hold nobody's contact details, so
 * numbers, e-mail and UPI ids are refused here as in texts members read (decision 013).
 */
export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: M.invalidValue }),
  details: optionalPlainText(REPORT_DETAILS_MAX, { multiline: true }).refine(
    (text) => text == null || findContactDetails(text) === null,
    { error: M.contactDetailsInReport },
  ),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ProfileReport = z.output<typeof reportRequestSchema>;

/** Reports a member may send in a day; the next is refused with 429. */
export const REPORTS_PER_DAY = 5;
