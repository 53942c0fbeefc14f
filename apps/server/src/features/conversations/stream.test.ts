/**
 * The live stream of a member's conversations over real HTTP: a one-use ticket instead of a token
 * in the URL, `message` and `read` events to both sides, a resume with Last-Event-ID that loses
 * and repeats nothing, a message posted to one instance reaching a stream held by another (through
 * PostgreSQL's NOTIFY, and through Redis when redis-server is installed), and the end of a stream
 * whose token is no longer accepted: within two seconds of a logout or an erasure, on either
 * instance, and of a refusal of the profile.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiArgs, STATUS_REJECTED } from '@varmala/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { talkingPair, wrote } from '../../test/conversations-support.js';
import { call } from '../../test/interests-support.js';
import { makeAdmin } from '../../test/members.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from '../../test/redis-server.js';
import { type TestContext, type TestMember, testConfig, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { createEventBus } from './event-bus.js';

const ctx = useTestApp({ ...NO_RATE_LIMITS });
let base = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  /** Resolves once `count` events arrived (fails after 10 s). */
  waitFor(count: number): Promise<StreamEvent[]>;
  ended: Promise<void>;
  close(): void;
}

async function ticketFor(app: Pick<TestContext, 'app'>, who: TestMember): Promise<string> {
  const response = await call(app, who, ...apiArgs('streamTicket'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

function openStream(at: string, ticket: string, lastEventId?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const url = `${at}/api/conversations/stream?ticket=${encodeURIComponent(ticket)}`;
    const request = http.get(
      url,
      { headers: lastEventId ? { 'last-event-id': lastEventId } : {} },
      (response) => {
        const events: StreamEvent[] = [];
        const waiters: Array<() => void> = [];
        let buffer = '';
        let endedResolve: () => void = () => {};
        const ended = new Promise<void>((done) => {
          endedResolve = done;
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            if (fields.event && fields.data) {
              events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data) });
              for (const wake of waiters.splice(0)) wake();
            }
            cut = buffer.indexOf('\n\n');
          }
        });
        response.on('end', endedResolve);
        response.on('close', endedResolve);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          ended,
          close: () => request.destroy(),
          async waitFor(count) {
            const deadline = Date.now() + 10_000;
            while (events.length < count) {
              if (Date.now() > deadline)
                throw new Error(`waited for ${count} events, got ${JSON.stringify(events)}`);
              await new Promise<void>((wake) => {
                waiters.push(wake);
                setTimeout(wake, 200);
              });
            }
            return events;
          },
        });
      },
    );
    request.on('error', reject);
  });
}

describe('the ticket', () => {
  it('opens one stream once, within a minute; no ticket, a wrong one or a spent one gets 401 or 400', async () => {
    const { groom } = await talkingPair(ctx);
    const response = await call(ctx, groom, ...apiArgs('streamTicket'));
    expect(response.json()).toEqual({ ticket: expect.any(String), expires_in: 60 });
    const { ticket } = response.json();
    const first = await openStream(base, ticket);
    expect(first.status).toBe(200);
    // The stream writes its own head, and still carries the site's protective headers.
    expect(first.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    first.close();
    expect((await openStream(base, ticket)).status).toBe(401);
    expect((await openStream(base, 'not-a-ticket')).status).toBe(401);
    const bare = await fetch(`${base}/api/conversations/stream`);
    expect(bare.status).toBe(400);
    expect((await call(ctx, groom, 'POST', '/api/conversations/stream-ticket')).statusCode).toBe(200);
    const anonymous = await fetch(`${base}/api/conversations/stream-ticket`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});

describe('live delivery', () => {
  it('brings each side the message and the reading, and resumes after a cut without losing or repeating one', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    const brideStream = await openStream(base, await ticketFor(ctx, bride));
    const groomStream = await openStream(base, await ticketFor(ctx, groom));
    expect(brideStream.status).toBe(200);
    const first = await wrote(ctx, groom, conversationId, 'Namaste, call me on 9876543210');
    const [toBride] = await brideStream.waitFor(1);
    expect(toBride).toMatchObject({
      event: 'message',
      data: {
        conversation_id: conversationId,
        message: {
          message_id: first,
          from_me: false,
          masked: true,
          warning: 'off_site',
          sent_by: 'candidate',
        },
      },
    });
    expect(JSON.stringify(toBride)).not.toContain('9876543210');
    const [toGroom] = await groomStream.waitFor(1);
    expect(toGroom).toMatchObject({
      event: 'message',
      data: { message: { message_id: first, from_me: true } },
    });

    await call(ctx, bride, ...apiArgs('readMessages', { conversationId }), { message_id: first });
    const events = await groomStream.waitFor(2);
    expect(events[1]).toMatchObject({
      event: 'read',
      data: { conversation_id: conversationId, message_id: first, by_me: false },
    });
    expect((await brideStream.waitFor(2))[1]).toMatchObject({ event: 'read', data: { by_me: true } });

    // The bride's phone loses its connection; two messages arrive meanwhile.
    brideStream.close();
    const lastSeen = toBride?.id ?? '';
    const missed = [
      await wrote(ctx, bride, conversationId, 'Namaste!'),
      await wrote(ctx, groom, conversationId, 'How are you?'),
    ];
    const resumed = await openStream(base, await ticketFor(ctx, bride), lastSeen);
    const again = await resumed.waitFor(3);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(resumed.events.map((e) => e.event)).toEqual(['read', 'message', 'message']);
    expect(
      again
        .filter((e) => e.event === 'message')
        .map((e) => (e.data.message as { message_id: number }).message_id),
    ).toEqual(missed);
    expect(new Set(resumed.events.map((e) => e.id)).size).toBe(3);
    expect(resumed.events.every((e) => Number(e.id) > Number(lastSeen))).toBe(true);
    resumed.close();
    groomStream.close();
  });

  it('ends the stream when its token is no longer accepted (logout)', async () => {
    const { groom } = await talkingPair(ctx);
    const stream = await openStream(base, await ticketFor(ctx, groom));
    expect(stream.status).toBe(200);
    expect((await call(ctx, groom, ...apiArgs('logout'))).statusCode).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('the stream outlived its logout')), 10_000)),
    ]);
  });
});

describe('a refusal', () => {
  it('ends the stream of a member whose profile the operator refuses', async () => {
    const { bride } = await talkingPair(ctx);
    const stream = await openStream(base, await ticketFor(ctx, bride));
    expect(stream.status).toBe(200);
    const admin = await makeAdmin(ctx);
    const refused = await call(
      ctx,
      admin,
      ...apiArgs('updateProfileStatus', { profileId: bride.profileId }),
      {
        profile_id: bride.profileId,
        status: STATUS_REJECTED,
        reason: 'other',
      },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('the stream outlived the refusal')), 2_000)),
    ]);
  });
});

describe.each([
  { via: 'PostgreSQL NOTIFY', redis: false },
  { via: 'Redis', redis: true },
])('two instances ($via)', ({ redis: withRedis }) => {
  let other: App | undefined;
  let poster: App | undefined;
  let otherBase = '';
  let redis: TestRedis | undefined;
  const skip = withRedis && !redisServerInstalled;

  beforeAll(async () => {
    if (skip) return;
    redis = withRedis ? await startTestRedis() : undefined;
    other = await buildApp({
      config: testConfig(ctx.dataDir, {
        ...NO_RATE_LIMITS,
        jwtSecret: ctx.config.jwtSecret,
        redisUrl: redis?.url,
      }),
      database: ctx.database,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    // With Redis, the instance the message is posted to must speak Redis too.
    poster = withRedis
      ? await buildApp({
          config: testConfig(ctx.dataDir, {
            ...NO_RATE_LIMITS,
            jwtSecret: ctx.config.jwtSecret,
            redisUrl: redis?.url,
          }),
          database: ctx.database,
        })
      : ctx.app;
    otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await other?.close();
    if (poster !== ctx.app) await poster?.close();
    await redis?.stop();
  });

  it.skipIf(skip)('delivers a message posted to one instance to a stream held by the other', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    const app = other as App;
    const stream = await openStream(otherBase, await ticketFor({ app }, bride));
    expect(stream.status).toBe(200);
    // Posted where the other instance's stream is not: only the bus can carry it over.
    const sent = await call({ app: poster as App }, groom, ...apiArgs('sendMessage', { conversationId }), {
      text: 'Across instances',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [event] = await stream.waitFor(1);
    expect(event).toMatchObject({
      event: 'message',
      data: { message: { text: 'Across instances', from_me: false } },
    });
    stream.close();
  });

  /** Resolves when the stream ends; fails when it is still open `ms` after the change. */
  const endsWithin = (stream: OpenStream, ms: number, what: string) =>
    Promise.race([
      stream.ended,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error(`the stream outlived ${what} by ${ms} ms`)), ms),
      ),
    ]);

  it.skipIf(skip)('ends a stream held by the other instance within two seconds of its logout', async () => {
    const { groom } = await talkingPair(ctx);
    const stream = await openStream(otherBase, await ticketFor({ app: other as App }, groom));
    expect(stream.status).toBe(200);
    const out = await call({ app: poster as App }, groom, ...apiArgs('logout'));
    expect(out.statusCode, out.body).toBe(200);
    await endsWithin(stream, 2_000, 'the logout');
    expect(stream.events.at(-1)?.event).toBe('end');
  });

  it.skipIf(skip)('ends a stream held by the other instance within two seconds of an erasure', async () => {
    const { bride } = await talkingPair(ctx);
    const stream = await openStream(otherBase, await ticketFor({ app: other as App }, bride));
    const erased = await call({ app: poster as App }, bride, ...apiArgs('eraseAccount'), {
      password: bride.password,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await endsWithin(stream, 2_000, 'the erasure');
  });

  it.skipIf(skip)(
    'names the account whose tokens may have ended to every instance, on the channel of the events',
    async () => {
      const bus = createEventBus(
        ctx.database,
        redis ? new Redis(redis.url, { lazyConnect: true }) : undefined,
      );
      const named: Array<number | null> = [];
      const stop = await bus.subscribe({ events: () => {}, account: (userId) => named.push(userId) });
      try {
        const { groom } = await talkingPair(ctx);
        expect((await call({ app: poster as App }, groom, ...apiArgs('logout'))).statusCode).toBe(200);
        await expect.poll(() => named.includes(groom.userId), { timeout: 2_000 }).toBe(true);
      } finally {
        stop();
        await bus.close();
      }
    },
  );
});
