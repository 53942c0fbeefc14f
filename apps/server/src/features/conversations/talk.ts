import {
  MESSAGES_WITHOUT_REPLY,
  type MessagesResponse,
  maskContactDetails,
  messageWarning,
  type SendMessageResponse,
} from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { loginOf, sentByOf } from '../access/guardians.js';
import {
  assertMayWriteAgain,
  assertOpen,
  assertUnderDailyLimit,
  talkingProfileOf,
} from '../access/who-may-talk.js';
import type { EventBus } from './event-bus.js';
import { toMessageRow } from './message-rows.js';
import {
  closeConversation,
  findConversation,
  findMessage,
  insertMessage,
  latestMessages,
  lockStreams,
  markRead,
  recordEvents,
  sentInLastDay,
  threadPage,
  unreadIn,
} from './queries.js';

export interface TalkDeps {
  db: Db;
  bus: EventBus;
  messagesPerDay: number;
}

const notFound = () => new AppError('NOT_FOUND', 'conversationNotFound');

/** Closed conversations still read. */
export async function readThread(
  db: Db,
  viewer: AuthUser,
  conversationId: number,
  before: number | undefined,
): Promise<MessagesResponse> {
  const profileId = talkingProfileOf(viewer);
  if (!(await findConversation(db, profileId, conversationId))) throw notFound();
  const rows = await threadPage(db, conversationId, before);
  return { rows: rows.map((row) => toMessageRow(row, profileId)) };
}

/** Contact details masked, flagged when it asks for money or to talk elsewhere; locks as in `lockStreams`. */
export async function sendMessage(
  deps: TalkDeps,
  viewer: AuthUser,
  conversationId: number,
  text: string,
): Promise<SendMessageResponse> {
  const profileId = talkingProfileOf(viewer);
  const sentBy = await sentByOf(deps.db, viewer);
  const masked = maskContactDetails(text);
  const warning = messageWarning(text);
  const written = await deps.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, profileId, conversationId, true);
    if (!conversation) throw notFound();
    assertOpen(conversation);
    await lockStreams(tx, [conversation.profileAId as number, conversation.profileBId as number]);
    const now = new Date();
    assertMayWriteAgain(await latestMessages(tx, conversationId, MESSAGES_WITHOUT_REPLY), profileId, now);
    const today = await sentInLastDay(tx, profileId, deps.messagesPerDay);
    assertUnderDailyLimit(today.sent, deps.messagesPerDay, today.oldest, now);
    const row = await insertMessage(tx, {
      conversationId,
      senderProfileId: profileId,
      senderUserId: loginOf(viewer),
      sentBy,
      text: masked.text,
      masked: masked.masked,
      warning,
    });
    if (!row) throw new AppError('INTERNAL', 'internal');
    await recordEvents(
      tx,
      [conversation.profileAId, conversation.profileBId],
      'message',
      conversationId,
      row.id,
    );
    return { id: row.id, sides: [conversation.profileAId, conversation.profileBId] };
  });
  await deps.bus.publish(written.sides);
  return { message_id: written.id, text: masked.text, masked: masked.masked, warning };
}

export async function markMessagesRead(
  deps: TalkDeps,
  viewer: AuthUser,
  conversationId: number,
  messageId: number,
): Promise<{ Status: 'Success'; unread: number }> {
  const profileId = talkingProfileOf(viewer);
  const result = await deps.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, profileId, conversationId, true);
    if (!conversation) throw notFound();
    if (!(await findMessage(tx, conversationId, messageId)))
      throw new AppError('NOT_FOUND', 'messageNotFound');
    await lockStreams(
      tx,
      [conversation.profileAId, conversation.profileBId].filter((id) => id !== null),
    );
    const upTo = await markRead(tx, conversationId, profileId, messageId);
    if (upTo !== undefined) {
      await recordEvents(
        tx,
        [conversation.profileAId, conversation.profileBId],
        'read',
        conversationId,
        upTo,
      );
    }
    return { marked: upTo !== undefined, sides: [conversation.profileAId, conversation.profileBId] };
  });
  if (result.marked) await deps.bus.publish(result.sides);
  const unread = await unreadIn(deps.db, conversationId, profileId);
  return { Status: 'Success', unread };
}

export async function closeOne(deps: TalkDeps, viewer: AuthUser, conversationId: number) {
  const profileId = talkingProfileOf(viewer);
  const closed = await deps.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, profileId, conversationId, true);
    if (!conversation) throw notFound();
    await lockStreams(
      tx,
      [conversation.profileAId, conversation.profileBId].filter((id) => id !== null),
    );
    const row = await closeConversation(tx, conversationId);
    if (row) await recordEvents(tx, [row.a, row.b], 'closed', conversationId, null);
    return row;
  });
  if (closed) await deps.bus.publish([closed.a, closed.b]);
  return { Status: 'Success' as const, state: 'closed' as const };
}
