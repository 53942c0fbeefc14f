import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { startAwayNotices } from './away-notices.js';
import { createEventBus } from './event-bus.js';
import { listConversations, unreadConversations } from './list-conversations.js';
import { reportMessage } from './report-message.js';
import { issueStreamTicket, type OpenStreams, openStream } from './stream.js';
import { closeOne, markMessagesRead, readThread, sendMessage } from './talk.js';

/**
 * Talk after a yes (issue 54): the conversations each accepted interest opens, between the two
 * profiles (and the guardians acting for them) only; the operator reads none, only what a member
 * reports.
 */
export function conversationRoutes(app: App, deps: Deps): void {
  const common = { tags: ['conversations'], security: [{ bearer: [] }] };
  const bus = createEventBus(deps.database, deps.redis, deps.log);
  const talk = { db: deps.db, bus, messagesPerDay: deps.config.messagesPerDay };
  const streams: OpenStreams = new Set();
  const perMember = (request: { requireUser(): { id: number } }) => String(request.requireUser().id);
  const away = startAwayNotices(deps);
  app.addHook('onClose', async () => {
    away.stop();
    for (const end of [...streams]) end();
    await bus.close();
  });

  app.route({
    ...operation('conversationList', {
      ...common,
      summary:
        'My conversations, one for each accepted interest, newest activity first, 20 a page: the other family, the last message, my unread count, open or closed',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user', compress: true },
    handler: async (request) =>
      listConversations(deps.db, deps.urls, request.requireUser(), request.params.page),
  });

  app.route({
    ...operation('unreadConversations', {
      ...common,
      summary: 'How many of my conversations hold a message I have not read (the navbar)',
      errors: [401, 403],
    }),
    config: { auth: 'user' },
    handler: async (request) => unreadConversations(deps.db, request.requireUser()),
  });

  app.route({
    ...operation('conversationMessages', {
      ...common,
      summary:
        'The messages of one of my conversations, newest first, 30 a page (before a message id for older ones)',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user', compress: true },
    handler: async (request) =>
      readThread(deps.db, request.requireUser(), request.params.conversationId, request.query.before),
  });

  const sendDocs = operation('sendMessage', {
    ...common,
    summary:
      'Write in an open conversation (201): phone numbers, addresses, links, UPI ids and handles are masked; asking for money or to move elsewhere warns the reader. After two messages without a reply, 429 until one comes or a day passes; a daily limit',
    errors: [400, 401, 403, 404, 409, 429],
  });
  app.route({
    ...sendDocs,
    schema: {
      ...sendDocs.schema,
      response: { ...sendDocs.schema.response, 201: sendDocs.schema.response[200] },
    },
    config: { auth: 'user' },
    handler: async (request, reply) => {
      const sent = await sendMessage(
        talk,
        request.requireUser(),
        request.params.conversationId,
        request.body.text,
      );
      return reply.code(201).send(sent);
    },
  });

  app.route({
    ...operation('readMessages', {
      ...common,
      summary: 'Mark a message to me, and every one before it, read',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      markMessagesRead(talk, request.requireUser(), request.params.conversationId, request.body.message_id),
  });

  app.route({
    ...operation('closeConversation', {
      ...common,
      summary: 'Close one of my conversations, for both families: no new message goes in it',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => closeOne(talk, request.requireUser(), request.params.conversationId),
  });

  app.route({
    ...operation('reportMessage', {
      ...common,
      summary:
        "Report the other family's message to the operator: it and at most five before it, texts only, go in the report queue; a few a day",
      errors: [400, 401, 403, 404, 429],
    }),
    config: { auth: 'user' },
    preHandler: rateLimit(app, deps.config.rateLimits, 'reportsPerMember', perMember, 'tooManyReports'),
    handler: async (request) =>
      reportMessage(
        deps.db,
        request.requireUser(),
        request.params.conversationId,
        request.params.messageId,
        request.body.reason,
      ),
  });

  app.route({
    ...operation('streamTicket', {
      ...common,
      summary: 'A one-use ticket, valid a minute, that opens my event stream without a token in its URL',
      errors: [401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => issueStreamTicket(deps, request.requireUser(), request.headers.authorization),
  });

  app.route({
    ...operation('conversationStream', {
      tags: ['conversations'],
      summary:
        'Server-Sent Events of my conversations (message, read, closed), opened with a ticket; Last-Event-ID resumes after that event. It ends when the token behind the ticket would be refused',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'public' },
    handler: async (request, reply) => {
      await openStream(deps, bus, streams, request, reply.raw, request.query.ticket, () => {
        // A hijacked reply writes none of its own headers: the protective ones go onto the raw response.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.hijack();
      });
      return reply;
    },
  });
}
