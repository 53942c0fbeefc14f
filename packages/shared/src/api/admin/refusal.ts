import { z } from 'zod';
import { optionalPlainText } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { databaseId } from '../database-id.js';

/**
 * Why the operator refused a profile. The member is told it in their language (a mail, and the
 * notice on their own pages), so it is a key from this short list, never the operator's words.
 */
export const REFUSAL_REASONS = [
  'incomplete',
  'photo_not_suitable',
  'contact_in_text',
  'duplicate',
  'not_community',
  'other',
  /** What the member is told when the operator gave no reason (the spec's call has none). */
  'rules_not_met',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const REFUSAL_NOTE_MAX = 500;

/**
 * The reason of a refusal, and the operator's own note: not shown to the member on the site or in
 * the mail, though it is in the data they can download, as every record about them is.
 */
export const refusalReasonSchema = z.enum(REFUSAL_REASONS, {
  error: (issue) => (issue.input == null ? M.required : M.invalidValue),
});
export const refusalNoteSchema = optionalPlainText(REFUSAL_NOTE_MAX, { multiline: true });

/** How long a refusal can be undone. */
export const REFUSAL_UNDO_MS = 24 * 60 * 60 * 1000;

/** Why a Rejected or Duplicate profile was refused, and until when the operator can undo it. */
export const refusalSchema = z.object({
  reason: z.enum(REFUSAL_REASONS),
  /** The operator's own note; the site and the mail do not show it to the member. */
  note: z.string().nullable(),
  /** ISO 8601: when the profile was refused. */
  at: z.string(),
  /** ISO 8601: a day later; past it the refusal can no longer be undone. */
  undo_until: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

/**
 * `POST /api/admin/profile/{profileId}/status/undo`: puts back the status (and featured flag) the
 * profile had before it was refused, within a day of the refusal; later, or once its status has
 * changed again, 409.
 */
export const undoRefusalRequestSchema = z.object({ profile_id: databaseId });
export type UndoRefusalRequest = z.input<typeof undoRefusalRequestSchema>;
