/**
 * Talk after a yes across instances: a stream held by one instance hears a message posted to the
 * other (Redis pub/sub, as REDIS_URL is set), nginx passes each event on as it comes, and a stream
 * cut and resumed with Last-Event-ID loses and repeats nothing.
 */
import { apiRoute } from '@varmala/shared';
import { Redis } from 'ioredis';
import {
  type EventStream,
  messageIdOf,
  openEventStream,
  postMessage,
  type StreamEvent,
  type TalkingPair,
  talkingPair,
} from '../faults/conversation-client.js';
import { type Reply, request } from '../faults/http-client.js';
import type { Member } from '../faults/workload.js';
import type { Cluster } from './checks.js';
import { startNginx } from './services.js';

/** The channel every instance's streams listen on for new events (features/conversations). */
const EVENTS_CHANNEL = 'conversation_events';

function ensure(label: string, condition: boolean, detail = ''): void {
  if (!condition) throw new Error(`${label}${detail ? `: ${detail}` : ''}`);
}

async function sent(
  base: string,
  member: Member,
  pair: TalkingPair,
  text: string,
): Promise<{ id: number /** When it was posted. */; at: number }> {
  const at = Date.now();
  const reply = await postMessage(base, member, pair.conversationId, text);
  const status = reply instanceof Error ? reply.message : reply.status;
  ensure(`message "${text}" posted to ${base}`, status === 201, String(status));
  return { id: (reply as Reply).json<{ message_id: number }>().message_id, at };
}

const messagesIn = (events: StreamEvent[]) =>
  events.filter((e) => e.event === 'message').map((e) => messageIdOf(e) as number);

const has = (id: number) => (events: StreamEvent[]) => messagesIn(events).includes(id);

function expectEventStream(label: string, stream: EventStream): void {
  ensure(`${label} answered 200`, stream.status === 200, String(stream.status));
  ensure(
    `${label} is an event stream`,
    /^text\/event-stream/.test(stream.headers['content-type'] ?? ''),
    String(stream.headers['content-type']),
  );
  // Compressed, an event would wait in the compressor for more.
  ensure(
    `${label} is not compressed`,
    stream.headers['content-encoding'] === undefined,
    String(stream.headers['content-encoding']),
  );
}

/** How many connections listen on the events' channel: each instance holds one once it has a stream. */
async function listeningOnRedis(url: string): Promise<number> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const [, count] = (await client.call('PUBSUB', 'NUMSUB', EVENTS_CHANNEL)) as [string, number];
    return Number(count);
  } finally {
    client.disconnect();
  }
}

export async function streamOnBHearsA(cluster: Cluster): Promise<string> {
  const pair = await talkingPair(cluster.a.base, cluster.env);
  // nginx in front of B alone, from the same template: the stream is B's, through the proxy.
  const toB = await startNginx(cluster.workDir, [cluster.b], 'nginx-b');
  const streams: EventStream[] = [];
  try {
    const bride = await openEventStream(toB.base, pair.bride);
    streams.push(bride);
    expectEventStream('the stream through nginx', bride);
    const groomOnA = await openEventStream(cluster.a.base, pair.groom);
    streams.push(groomOnA);
    ensure(
      'both instances listen on Redis',
      (await listeningOnRedis(cluster.redis.url)) >= 2,
      'PUBSUB NUMSUB below 2',
    );

    const delays: number[] = [];
    for (const text of ['Namaste from Belagavi', 'We liked your profile', 'May we call on Sunday?']) {
      // Across instances only: posted to A, heard on B (and, for the sender, on A).
      const message = await sent(cluster.a.base, pair.groom, pair, text);
      await bride.until(has(message.id), 5_000, `"${text}" on B's stream through nginx`);
      await groomOnA.until(has(message.id), 5_000, `"${text}" on the sender's stream on A`);
      const event = bride.events.find((e) => messageIdOf(e) === message.id) as StreamEvent;
      ensure(
        'the bride reads it as from the other side',
        (event.data.message as { from_me: boolean }).from_me === false,
      );
      delays.push(event.at - message.at);
      // Two in a row is the most a side may write without a reply.
      if (delays.length === 2) await sent(cluster.b.base, pair.bride, pair, 'Namaste, thank you');
    }
    // The response is still open: each event came through on its own, not when the response ended.
    ensure('the stream through nginx is still open', !bride.ended());
    expectEventStream('the sender stream on A', groomOnA);
    return `3 messages posted to A reached B's stream through nginx, still open, after ${delays.join(', ')} ms (Redis pub/sub)`;
  } finally {
    for (const stream of streams) stream.close();
    await toB.stop();
  }
}

export async function streamResumesAfterCut(cluster: Cluster): Promise<string> {
  const pair = await talkingPair(cluster.b.base, cluster.env);
  const first = await openEventStream(cluster.nginx.base, pair.bride);
  expectEventStream('the stream through nginx', first);
  const seen: number[] = [];
  try {
    const m1 = await sent(cluster.a.base, pair.groom, pair, 'First, before the cut');
    await first.until(has(m1.id), 5_000, 'the first message');
    const r1 = await sent(cluster.b.base, pair.bride, pair, 'Her reply, before the cut');
    await first.until(has(r1.id), 5_000, 'her own reply');
    seen.push(...messagesIn(first.events));
  } finally {
    first.close();
  }
  const lastSeen = first.lastId() as number;
  // The phone is off the network; the other family writes, on both instances.
  const missed = [
    (await sent(cluster.a.base, pair.groom, pair, 'Written while she was away, on A')).id,
    (await sent(cluster.b.base, pair.groom, pair, 'Written while she was away, on B')).id,
  ];
  const resumed = await openEventStream(cluster.nginx.base, pair.bride, lastSeen);
  try {
    expectEventStream('the resumed stream', resumed);
    await resumed.until((events) => missed.every((id) => has(id)(events)), 5_000, 'the missed messages');
    const live = await sent(cluster.a.base, pair.bride, pair, 'Back online');
    await resumed.until(has(live.id), 5_000, 'a message after the resume');
    // Anything repeated would come right behind.
    await new Promise((wait) => setTimeout(wait, 500));
    const after = messagesIn(resumed.events);
    ensure(
      'events after the resume',
      JSON.stringify(after) === JSON.stringify([...missed, live.id]),
      JSON.stringify(after),
    );
    const ids = resumed.events.map((e) => e.id);
    ensure(
      'every resumed event is newer than Last-Event-ID',
      ids.every((id) => id > lastSeen),
      JSON.stringify(ids),
    );
    ensure('no event twice', new Set(ids).size === ids.length, JSON.stringify(ids));
    const thread = await request(
      cluster.nginx.base,
      apiRoute('conversationMessages', { conversationId: pair.conversationId }).url,
      { headers: { authorization: `Bearer ${pair.bride.token}`, 'x-forwarded-for': pair.bride.ip } },
    );
    const stored = thread
      .json<{ rows: { message_id: number }[] }>()
      .rows.map((row) => row.message_id)
      .sort((x, y) => x - y);
    const streamed = [...seen, ...after].sort((x, y) => x - y);
    ensure(
      'the streams carried every stored message once',
      JSON.stringify(streamed) === JSON.stringify(stored),
      `${JSON.stringify(streamed)} vs ${JSON.stringify(stored)}`,
    );
    return `cut after event ${lastSeen}; the resume through nginx brought the 2 missed messages (posted to A and B) and the next, none twice`;
  } finally {
    resumed.close();
  }
}
