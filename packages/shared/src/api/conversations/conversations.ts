import { z } from 'zod';
import { requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { databaseId } from '../database-id.js';
import { SENT_BY } from '../family/family.js';
import { REPORT_REASONS } from '../privacy/report.js';

/**
 * Talk after a yes (issue 54): each accepted interest opens one conversation between the two
 * profiles. Only the two profiles (and the guardians acting for them) read or write it; anyone
 * else gets 404, the operator included.
 */

export const CONVERSATION_STATES = ['open', 'closed'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

/** What a message that asks for money, or to talk elsewhere, is flagged with for its reader. */
export const MESSAGE_WARNINGS = ['money', 'off_site'] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];

/** Why a conversation closed: one side closed it, or a rule did (block, pause, refusal, marriage, erasure). */
export const CLOSE_REASONS = ['closed', 'blocked', 'paused', 'refused', 'married', 'erased'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const MESSAGE_MAX_LENGTH = 1000;
/** Messages a page of a thread holds. */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations a page of the list holds. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages in a row without a reply, after which the sender waits for one (or a day). */
export const MESSAGES_WITHOUT_REPLY = 2;
export const REPLY_WAIT_HOURS = 24;
/** Messages before the reported one that the operator reads with it. */
export const REPORT_CONTEXT_MESSAGES = 5;
/** What stands in the place of a phone number, an address, a link or a handle in a message. */
export const MASK = '•••';

/** The other family's profile as a short card; its photo as photo protection allows, else null. */
export const conversationProfileSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
});

export const lastMessageSchema = z.object({
  /** Empty when the message was removed (its writer erased their account). */
  text: z.string(),
  /** ISO 8601. */
  sent_at: z.string(),
  from_me: z.boolean(),
});

export const conversationRowSchema = z.object({
  conversation_id: z.number().int(),
  /** Null once the other family erased their account: the list reads "removed". */
  profile: conversationProfileSchema.nullable(),
  last_message: lastMessageSchema.nullable(),
  /** Messages to me not read yet. */
  unread: z.number().int(),
  state: z.enum(CONVERSATION_STATES),
  /** Why it closed; null while open. */
  closed_reason: z.enum(CLOSE_REASONS).nullable(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;

/** `GET /api/conversations/{page}`: newest activity first, 20 a page. */
export const conversationListResponseSchema = z.object({
  count: z.number().int(),
  rows: z.array(conversationRowSchema),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const messageRowSchema = z.object({
  message_id: z.number().int(),
  from_me: z.boolean(),
  /** Who wrote it for its profile: the candidate themself, or the family acting for them. */
  sent_by: z.enum(SENT_BY),
  /** As stored: contact details already replaced by MASK. Empty when removed. */
  text: z.string(),
  /** ISO 8601. */
  sent_at: z.string(),
  /** When its reader read it; null while unread. */
  read_at: z.string().nullable(),
  /** Contact details were replaced by MASK. */
  masked: z.boolean(),
  /** Set when it asks for money or to talk elsewhere: the reader is warned. */
  warning: z.enum(MESSAGE_WARNINGS).nullable(),
  /** Its writer erased their account: the text is gone, "removed" is shown in its place. */
  removed: z.boolean(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

/** `GET /api/conversations/{conversationId}/messages?before={messageId}`: 30 a page, newest first. */
export const messagesQuerySchema = z.object({ before: databaseId.optional() });
export type MessagesQuery = z.input<typeof messagesQuerySchema>;
export const messagesResponseSchema = z.object({ rows: z.array(messageRowSchema) });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `POST /api/conversations/{conversationId}/messages`: 1 to 1,000 characters, over several lines. */
export const sendMessageRequestSchema = z.object({
  text: requiredText(MESSAGE_MAX_LENGTH, { multiline: true }),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** 201: the message as stored; `masked` tells the sender their contact details were taken out. */
export const sendMessageResponseSchema = z.object({
  message_id: z.number().int(),
  text: z.string(),
  masked: z.boolean(),
  warning: z.enum(MESSAGE_WARNINGS).nullable(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** `POST /api/conversations/{conversationId}/read`: this message and those before it are read. */
export const readMessagesRequestSchema = z.object({ message_id: databaseId });
export type ReadMessagesRequest = z.input<typeof readMessagesRequestSchema>;
export const readMessagesResponseSchema = z.object({
  Status: z.literal('Success'),
  /** Messages to me still unread in this conversation. */
  unread: z.number().int(),
});

/** `POST /api/conversations/{conversationId}/close`: for both sides; a closed one takes no message (409). */
export const closeConversationResponseSchema = z.object({
  Status: z.literal('Success'),
  state: z.literal('closed'),
});

/** `POST /api/conversations/{conversationId}/messages/{messageId}/report`. */
export const reportMessageRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: M.invalidValue }),
});
export type ReportMessageRequest = z.input<typeof reportMessageRequestSchema>;
export const reportMessageResponseSchema = z.object({
  Status: z.literal('Success'),
  report_id: z.number().int(),
  /** The profile that wrote the message, for the offer to block it (`POST /api/profile/block/{profileId}`). */
  profile_id: z.number().int(),
});
export type ReportMessageResponse = z.infer<typeof reportMessageResponseSchema>;

/** `GET /api/conversations/unread`: conversations with a message to me not read yet (the navbar's count). */
export const unreadConversationsResponseSchema = z.object({ unread: z.number().int() });
export type UnreadConversationsResponse = z.infer<typeof unreadConversationsResponseSchema>;

/**
 * `POST /api/conversations/stream-ticket`: a one-use ticket, valid for a minute, that opens the
 * event stream (`GET /api/conversations/stream?ticket=...`) without the access token in the URL.
 */
export const streamTicketResponseSchema = z.object({
  ticket: z.string(),
  /** Seconds the ticket may wait to be used. */
  expires_in: z.number().int(),
});
export type StreamTicketResponse = z.infer<typeof streamTicketResponseSchema>;

export const STREAM_TICKET_SECONDS = 60;

export const streamQuerySchema = z.object({
  ticket: z.string({ error: M.required }).min(1, { error: M.required }).max(200, { error: M.invalidValue }),
});
export type StreamQuery = z.input<typeof streamQuerySchema>;
/** The stream is `text/event-stream`, not JSON. */
export const streamResponseSchema = z.unknown();

/**
 * The events of the stream, each with an `id:` the browser sends back as `Last-Event-ID` when it
 * reconnects: every event after it is delivered, none twice.
 * - `message`: a message in one of the member's conversations, theirs or the other side's;
 * - `read`: the messages up to `message_id` were read, by the other side (`by_me: false`) or by the
 *   member in another tab (`by_me: true`);
 * - `closed`: the conversation closed.
 */
export const STREAM_EVENTS = ['message', 'read', 'closed'] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

export const messageEventSchema = z.object({
  conversation_id: z.number().int(),
  message: messageRowSchema,
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const readEventSchema = z.object({
  conversation_id: z.number().int(),
  message_id: z.number().int(),
  by_me: z.boolean(),
  read_at: z.string(),
});
export type ReadEvent = z.infer<typeof readEventSchema>;

export const closedEventSchema = z.object({
  conversation_id: z.number().int(),
  reason: z.enum(CLOSE_REASONS),
});
export type ClosedEvent = z.infer<typeof closedEventSchema>;
