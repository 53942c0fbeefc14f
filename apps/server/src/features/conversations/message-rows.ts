import type { MessageRow } from '@varmala/shared';
import type { MessageDbRow } from './queries.js';

/** A message as `profileId`'s side reads it; a removed one keeps no text. */
export function toMessageRow(row: MessageDbRow, profileId: number): MessageRow {
  return {
    message_id: row.id,
    from_me: row.senderProfileId === profileId,
    sent_by: row.sentBy,
    text: row.removed ? '' : row.text,
    sent_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    masked: row.masked,
    warning: row.warning,
    removed: row.removed,
  };
}
