import { type AdminProfileRow, REFUSAL_UNDO_MS, statusLabel } from '@varmala/shared';
import { AppError } from '../../errors.js';
import { waitingForReview } from '../access/review-after-approval.js';
import type { AdminProfileDbRow } from './queries.js';

export function profileNotFound(): AppError {
  return new AppError('NOT_FOUND', 'adminProfileNotFound');
}

export function toAdminProfileRow(row: AdminProfileDbRow): AdminProfileRow {
  return {
    profile_id: row.id,
    mid: row.mid,
    name: row.name,
    surname: row.surname,
    gender: row.gender,
    dob: row.dateOfBirth,
    city: row.city,
    domain: row.domain,
    status: row.status,
    // A code outside the list cannot be written through the API; a row edited by hand shows its number.
    status_label: statusLabel(row.status) ?? String(row.status),
    is_featured: row.isFeatured,
    featured_consent: row.featuredConsent,
    pending_changes: waitingForReview(row),
    registered_by_operator: row.registeredByOperator,
    paused_for: row.pausedFor,
    refusal: row.refusal && {
      reason: row.refusal.reason,
      note: row.refusal.note,
      at: row.refusal.at,
      undo_until: new Date(Date.parse(row.refusal.at) + REFUSAL_UNDO_MS).toISOString(),
    },
  };
}

/** The part of a profile an operator's change touches, as the audit log records it. */
export function flagsOf(row: AdminProfileDbRow) {
  return { status: row.status, is_featured: row.isFeatured };
}
