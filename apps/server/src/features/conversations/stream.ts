import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type MessageWarning,
  type SentBy,
  STREAM_TICKET_SECONDS,
  type StreamTicketResponse,
} from '@varmala/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { conversationStreams, streamTickets } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { viewerOf } from '../access/account-queries.js';
import { type HeldToken, heldTokenAccepted } from '../access/held-tokens.js';
import { talkingProfileOf } from '../access/who-may-talk.js';
import type { EventBus } from './event-bus.js';
import { toMessageRow } from './message-rows.js';

type StreamDeps = Pick<Deps, 'db' | 'authCache' | 'tokens' | 'log'>;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Comments that keep proxies and phones from taking an idle stream for a dead one. */
const HEARTBEAT_MS = 20_000;
/** How often a stream asks whether its token would still be accepted, besides each account change. */
const CHECK_MS = 15_000;
/** Events read at once. */
const BATCH = 200;

/** The `exp` of a token the auth check accepted (its claims schema leaves it out). */
function expiryOf(token: string): Date {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp?: number;
  };
  return new Date((payload.exp ?? 0) * 1000);
}

/**
 * `POST /api/conversations/stream-ticket`: a one-use ticket for the event stream, valid a minute,
 * bound to the claims of the token that asked for it.
 */
export async function issueStreamTicket(
  deps: StreamDeps,
  viewer: AuthUser,
  authorization: string | undefined,
): Promise<StreamTicketResponse> {
  talkingProfileOf(viewer);
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  const claims = deps.tokens.verify(token);
  const secret = randomBytes(32).toString('base64url');
  await deps.db.delete(streamTickets).where(lt(streamTickets.expiresAt, sql`now()`));
  await deps.db.insert(streamTickets).values({
    secretHash: hash(secret),
    userId: claims.user_id,
    sessionId: claims.sid,
    actingFor: claims.act ?? null,
    tokenVersion: claims.tv,
    tokenExpiresAt: expiryOf(token),
    expiresAt: new Date(Date.now() + STREAM_TICKET_SECONDS * 1000),
  });
  return { ticket: secret, expires_in: STREAM_TICKET_SECONDS };
}

/** Spends a ticket: the token it stands for, or 401 when it is wrong, spent or too old. */
async function spendTicket(deps: StreamDeps, ticket: string): Promise<HeldToken> {
  const [row] = await deps.db
    .delete(streamTickets)
    .where(sql`${streamTickets.secretHash} = ${hash(ticket)} and ${streamTickets.expiresAt} > now()`)
    .returning();
  if (!row) throw new AppError('UNAUTHENTICATED', 'invalidStreamTicket');
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    actingFor: row.actingFor,
    tokenVersion: row.tokenVersion,
    tokenExpiresAt: row.tokenExpiresAt,
  };
}

interface EventRow extends Record<string, unknown> {
  seq: number;
  kind: 'message' | 'read' | 'closed';
  conversation_id: number;
  message_id: number | null;
  sender_profile_id: number | null;
  sent_by: SentBy | null;
  text: string | null;
  masked: boolean | null;
  warning: MessageWarning | null;
  removed: boolean | null;
  created_at: string | null;
  read_at: string | null;
  closed_reason: string | null;
  found: boolean;
}

/** One event as the stream writes it, or only its id when what it was about is gone. */
function format(row: EventRow, profileId: number): string {
  const head = `id: ${row.seq}\n`;
  if (row.kind === 'closed') {
    const data = { conversation_id: row.conversation_id, reason: row.closed_reason ?? 'closed' };
    return `${head}event: closed\ndata: ${JSON.stringify(data)}\n\n`;
  }
  // What it was about is gone (an erasure): the number alone, so a resume starts after it.
  if (!row.found || row.removed) return `${head}: gone\n\n`;
  if (row.kind === 'read') {
    const data = {
      conversation_id: row.conversation_id,
      message_id: row.message_id,
      by_me: row.sender_profile_id !== profileId,
      read_at: new Date(row.read_at ?? Date.now()).toISOString(),
    };
    return `${head}event: read\ndata: ${JSON.stringify(data)}\n\n`;
  }
  const message = toMessageRow(
    {
      id: row.message_id as number,
      senderProfileId: row.sender_profile_id,
      sentBy: row.sent_by ?? 'candidate',
      text: row.text ?? '',
      masked: row.masked ?? false,
      warning: row.warning,
      removed: false,
      createdAt: new Date(row.created_at as string),
      readAt: row.read_at === null ? null : new Date(row.read_at),
    },
    profileId,
  );
  return `${head}event: message\ndata: ${JSON.stringify({ conversation_id: row.conversation_id, message })}\n\n`;
}

type AcceptedRow = NonNullable<Awaited<ReturnType<typeof heldTokenAccepted>>>;

/** The profile the token's holder still talks from, or null once they may not (a refusal). */
function talksFrom(row: AcceptedRow): number | null {
  try {
    return talkingProfileOf(viewerOf(row, false));
  } catch {
    return null;
  }
}

/** The streams this instance holds, to end them when it stops. */
export type OpenStreams = Set<() => void>;

/**
 * `GET /api/conversations/stream?ticket=`: Server-Sent Events of the member's conversations,
 * `message`, `read` and `closed`, each numbered per profile in commit order. `Last-Event-ID`
 * resumes after that number: every later event, none twice. It ends when the token behind its
 * ticket would be refused (a logout, an erasure, a refusal, the token's end).
 */
export async function openStream(
  deps: StreamDeps,
  bus: EventBus,
  open: OpenStreams,
  request: { raw: IncomingMessage; headers: Record<string, string | string[] | undefined> },
  response: ServerResponse,
  ticket: string,
  beforeWrite: () => void,
): Promise<void> {
  const held = await spendTicket(deps, ticket);
  const row = await heldTokenAccepted(deps, held);
  if (!row) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  const profileId = talkingProfileOf(viewerOf(row, false));

  let ended = false;
  let reading = false;
  let again = false;
  let cursor = 0;
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe: () => void = () => {};

  const end = () => {
    if (ended) return;
    ended = true;
    for (const timer of timers) clearInterval(timer);
    unsubscribe();
    open.delete(end);
    response.end();
  };

  const read = async (): Promise<void> => {
    if (ended) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const { rows } = await deps.db.execute<EventRow>(sql`
          select e.seq, e.kind, e.conversation_id, e.message_id, m.sender_profile_id, m.sent_by, m.text,
            m.masked, m.warning, m.removed, m.created_at, m.read_at, c.closed_reason, m.id is not null as found
          from conversation_events as e
          left join messages as m on m.id = e.message_id
          left join conversations as c on c.id = e.conversation_id
          where e.profile_id = ${profileId}::int and e.seq > ${cursor}::int
          order by e.seq limit ${BATCH}`);
        if (ended) return;
        for (const event of rows) {
          response.write(format(event, profileId));
          cursor = event.seq;
        }
        if (rows.length === BATCH) again = true;
      } while (again && !ended);
    } catch (error) {
      deps.log.warn({ err: error }, 'conversation stream: reading events failed');
    } finally {
      reading = false;
    }
  };

  const check = async (fresh = false) => {
    if (ended) return;
    const still = await heldTokenAccepted(deps, held, { fresh }).catch(() => row);
    if (!still || talksFrom(still) !== profileId) {
      if (!ended) response.write('event: end\ndata: {}\n\n');
      end();
    }
  };

  // Listening first, then reading where to start: nothing committed in between is missed.
  unsubscribe = await bus.subscribe({
    events: (woken) => {
      if (woken === profileId) void read();
    },
    account: (userId) => {
      // Named: this stream's account (or the guardian acting through it) changed; read afresh now.
      if (userId === held.userId || userId === held.actingFor) void check(true);
      // Some account changed: give this instance's auth cache the moment to hear it too.
      else if (userId === null) setTimeout(() => void check(), 50);
    },
  });
  const [stream] = await deps.db
    .select({ lastSeq: conversationStreams.lastSeq })
    .from(conversationStreams)
    .where(eq(conversationStreams.profileId, profileId));
  const last = stream?.lastSeq ?? 0;
  const header = request.headers['last-event-id'];
  const resumeFrom =
    typeof header === 'string' && /^\d{1,10}$/.test(header.trim()) ? Number(header) : undefined;
  cursor = resumeFrom === undefined ? last : Math.min(resumeFrom, last);

  beforeWrite();
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx: pass each event on at once.
    'x-accel-buffering': 'no',
  });
  response.write('retry: 3000\n\n');
  open.add(end);
  request.raw.on('close', end);
  response.on('error', end);
  timers.push(setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS));
  timers.push(setInterval(() => void check(), CHECK_MS));
  const untilExpiry = held.tokenExpiresAt.getTime() - Date.now();
  timers.push(setTimeout(() => void check(), Math.min(untilExpiry + 100, 2_000_000_000)));
  await read();
}
