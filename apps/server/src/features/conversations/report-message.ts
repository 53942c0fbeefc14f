import type { ReportedMessage, ReportMessageResponse, ReportReason } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { talkingProfileOf } from '../access/who-may-talk.js';
import { findConversation, findMessage, reportContext } from './queries.js';

/**
 * `POST /api/conversations/{id}/messages/{messageId}/report`: the message and at most five before
 * it, texts only (as stored: contact details masked), go in the operator's report queue as a
 * report of the profile that wrote it; from there the operator may reject that profile. The
 * operator reads nothing else of any conversation.
 */
export async function reportMessage(
  db: Db,
  viewer: AuthUser,
  conversationId: number,
  messageId: number,
  reason: ReportReason,
): Promise<ReportMessageResponse> {
  const profileId = talkingProfileOf(viewer);
  if (!(await findConversation(db, profileId, conversationId))) {
    throw new AppError('NOT_FOUND', 'conversationNotFound');
  }
  const message = await findMessage(db, conversationId, messageId);
  if (!message || message.removed || message.senderProfileId === null) {
    throw new AppError('NOT_FOUND', 'messageNotFound');
  }
  if (message.senderProfileId === profileId) throw new AppError('BAD_REQUEST', 'cannotReportOwnMessage');
  const context: ReportedMessage[] = (await reportContext(db, conversationId, messageId)).map((row) => ({
    from: row.senderProfileId === profileId ? 'reporter' : 'reported',
    text: row.text,
    sent_at: row.createdAt.toISOString(),
    reported: row.id === messageId,
  }));
  const [report] = await db
    .insert(reports)
    .values({
      reporterId: viewer.id,
      profileId: message.senderProfileId,
      reason,
      details: null,
      messages: context,
    })
    .returning({ id: reports.id });
  if (!report) throw new AppError('INTERNAL', 'internal');
  return { Status: 'Success', report_id: report.id, profile_id: message.senderProfileId };
}
