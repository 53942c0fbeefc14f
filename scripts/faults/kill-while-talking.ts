/**
 * Scenario d: two instances on one PostgreSQL, families talking with their event streams open (the
 * brides' held by A, the grooms' by B), each message posted to A or B in turn. A is killed with
 * SIGKILL while messages flow; the streams it held are resumed on B with Last-Event-ID, as the app
 * does. Afterwards every message answered 201 is stored exactly once, no message is stored twice,
 * and each side's streams together delivered every stored message of its conversation once.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port.js';
import {
  type EventStream,
  messageIdOf,
  openEventStream,
  postMessage,
  type StreamEvent,
  type TalkingPair,
  talkingPair,
} from './conversation-client.js';
import { ConnectionError, sleep } from './http-client.js';
import { Scenario, type ScenarioContext } from './scenario.js';
import { ServerProcess } from './server-process.js';
import type { Member } from './workload.js';

const PAIRS = 3;
/** Under the daily limit of a member (MESSAGES_PER_DAY, 100 by default). */
const MESSAGES_PER_MEMBER = 80;

/** A number in letters: a text with digits could be taken for a split phone number and masked. */
function letters(n: number): string {
  let out = '';
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return out;
}

/** One side's stream, followed across cuts: reopened on `fallback` after the last event it saw. */
class Follower {
  readonly events: StreamEvent[] = [];
  reconnections = 0;
  private current: EventStream | undefined;
  private stopped = false;
  private readonly done: Promise<void>;

  constructor(
    private readonly member: Member,
    first: EventStream,
    private readonly fallback: () => string,
  ) {
    this.current = first;
    this.done = this.follow();
  }

  private async follow(): Promise<void> {
    let stream = this.current;
    let seen = 0;
    while (!this.stopped) {
      if (stream) {
        for (; seen < stream.events.length; seen++) this.events.push(stream.events[seen] as StreamEvent);
        if (!stream.ended()) {
          await sleep(20);
          continue;
        }
      }
      if (this.stopped) break;
      // The connection is gone: as the app does, again after the last event it has.
      await sleep(300);
      try {
        stream = await openEventStream(this.fallback(), this.member, this.events.at(-1)?.id);
        this.current = stream;
        seen = 0;
        this.reconnections += 1;
      } catch {
        stream = undefined;
      }
    }
    this.current?.close();
  }

  messageIds(): number[] {
    return this.events.filter((e) => e.event === 'message').map((e) => messageIdOf(e) as number);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }
}

interface Sent {
  text: string;
  conversationId: number;
  /** The id answered with 201; undefined when the outcome is unknown (the connection was cut). */
  id?: number;
}

export async function killWhileTalking(ctx: ScenarioContext) {
  const scenario = new Scenario('d. kill -9 of one of two instances while families talk (PostgreSQL NOTIFY)');
  const databaseUrl = await ctx.cluster.createDatabase(`varmala_faults_talk_${process.pid}`);
  const instance = async (name: string) => {
    const dataDir = mkdtempSync(path.join(ctx.workDir, `talk-${name}-`));
    return new ServerProcess({
      dataDir,
      databaseUrl,
      port: await freePort(),
      logFile: path.join(dataDir, 'server.log'),
    });
  };
  const a = await instance('a');
  const b = await instance('b');
  await a.start();
  await b.start();
  const operatorEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(ctx.workDir, 'operator-')),
  };
  const pairs: TalkingPair[] = [];
  for (let i = 0; i < PAIRS; i++) pairs.push(await talkingPair(b.base, operatorEnv));
  const followers = new Map<Member, Follower>();
  for (const pair of pairs) {
    followers.set(
      pair.bride,
      new Follower(pair.bride, await openEventStream(a.base, pair.bride), () => b.base),
    );
    followers.set(
      pair.groom,
      new Follower(pair.groom, await openEventStream(b.base, pair.groom), () => b.base),
    );
  }
  scenario.step(`${PAIRS} pairs talking over A and B (logs: ${a.settings.logFile}, ${b.settings.logFile})`);

  const sent: Sent[] = [];
  const outcome = { created: 0, cut: 0, refused: 0, other: [] as string[] };
  let killed = false;
  let stop = false;
  let counter = 0;
  // Each pair takes turns, so no side ever waits for a reply; each message goes to A or B in turn.
  const talk = async (pair: TalkingPair, index: number) => {
    for (let turn = 0; turn < MESSAGES_PER_MEMBER * 2 && !stop; turn++) {
      const from = turn % 2 === 0 ? pair.groom : pair.bride;
      counter += 1;
      const base = (turn + index) % 2 === 0 && !killed ? a.base : b.base;
      const message: Sent = {
        text: `Namaste from pair ${letters(index)}, note ${letters(turn)}`,
        conversationId: pair.conversationId,
      };
      sent.push(message);
      const reply = await postMessage(base, from, pair.conversationId, message.text);
      if (reply instanceof ConnectionError) {
        if (reply.kind === 'refused') outcome.refused += 1;
        else outcome.cut += 1;
      } else if (reply.status === 201) {
        outcome.created += 1;
        message.id = reply.json<{ message_id: number }>().message_id;
      } else {
        outcome.other.push(`${reply.status} ${reply.body.toString().slice(0, 120)}`);
      }
      await sleep(30);
    }
  };
  const flows = pairs.map((pair, i) => talk(pair, i));
  await sleep(3_000);
  const beforeKill = counter;
  await a.kill9();
  killed = true;
  scenario.step(`A killed after ${beforeKill} messages; the talk goes on through B`);
  await sleep(3_000);
  stop = true;
  await Promise.all(flows);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored: { id: number; conversation_id: number; text: string }[] = [];
  try {
    stored = (
      await client.query<{ id: number; conversation_id: number; text: string }>(
        'select id, conversation_id, text from messages where conversation_id = any($1::int[]) order by id',
        [pairs.map((p) => p.conversationId)],
      )
    ).rows;
  } finally {
    await client.end();
  }
  const storedIds = (conversationId: number) =>
    stored.filter((m) => m.conversation_id === conversationId).map((m) => m.id);

  // The streams catch up with what is stored, on B, within moments.
  const deadline = Date.now() + 15_000;
  const caughtUp = () =>
    pairs.every((pair) =>
      [pair.bride, pair.groom].every((member) =>
        storedIds(pair.conversationId).every((id) => followers.get(member)?.messageIds().includes(id)),
      ),
    );
  while (!caughtUp() && Date.now() < deadline) await sleep(100);
  await sleep(500);
  for (const follower of followers.values()) await follower.stop();
  await b.terminate();

  const acknowledged = sent.filter((m) => m.id !== undefined);
  const byText = new Map<string, number[]>();
  for (const row of stored) byText.set(row.text, [...(byText.get(row.text) ?? []), row.id]);
  let ackedMissing = 0;
  let ackedOtherId = 0;
  for (const message of acknowledged) {
    const ids = byText.get(message.text) ?? [];
    if (ids.length === 0) ackedMissing += 1;
    else if (ids.length === 1 && ids[0] !== message.id) ackedOtherId += 1;
  }
  const storedTwice = [...byText.values()].filter((ids) => ids.length > 1).length;
  const unknown = sent.filter((m) => m.id === undefined);
  const unknownStored = unknown.filter((m) => byText.has(m.text)).length;
  const unexplained = stored.filter((row) => !sent.some((m) => m.text === row.text)).length;

  let deliveredTwice = 0;
  let lost = 0;
  let phantom = 0;
  let eventIdsRepeated = 0;
  let reconnections = 0;
  for (const pair of pairs) {
    const expected = new Set(storedIds(pair.conversationId));
    for (const member of [pair.bride, pair.groom]) {
      const follower = followers.get(member) as Follower;
      reconnections += follower.reconnections;
      const delivered = follower.messageIds();
      deliveredTwice += delivered.length - new Set(delivered).size;
      lost += [...expected].filter((id) => !delivered.includes(id)).length;
      phantom += delivered.filter((id) => !expected.has(id)).length;
      const eventIds = follower.events.map((e) => e.id);
      eventIdsRepeated += eventIds.length - new Set(eventIds).size;
    }
  }

  scenario.count('messages posted', sent.length);
  scenario.count('  posted before the kill', beforeKill);
  scenario.count('  answered 201', outcome.created);
  scenario.count('  cut by the kill (outcome unknown)', outcome.cut);
  scenario.count('  of those, stored', unknownStored);
  scenario.count('  refused (A gone)', outcome.refused);
  scenario.expect('answers other than 201', outcome.other.length, 0);
  for (const other of outcome.other.slice(0, 5)) scenario.fail(`answered ${other}`);
  scenario.count('messages stored', stored.length);
  scenario.expect('acknowledged messages missing', ackedMissing, 0);
  scenario.expect('acknowledged messages stored under another id', ackedOtherId, 0);
  scenario.expect('messages stored twice', storedTwice, 0);
  scenario.expect('stored messages nobody sent', unexplained, 0);
  scenario.expect(
    'streams resumed with Last-Event-ID',
    reconnections,
    (v) => v >= PAIRS,
    `expected at least ${PAIRS} (the brides' streams on A)`,
  );
  scenario.expect('stored messages a stream never delivered', lost, 0);
  scenario.expect('messages a stream delivered twice', deliveredTwice, 0);
  scenario.expect('events delivered twice (same id)', eventIdsRepeated, 0);
  scenario.expect('messages delivered that are not stored', phantom, 0);
  return scenario.result();
}
