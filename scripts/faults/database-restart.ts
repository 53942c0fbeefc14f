/**
 * Scenario b: restart PostgreSQL under load (a fast restart, then a stop of several seconds). The
 * server must stay up, answer 503 while the database is away, recover by itself, and lose nothing.
 * Then the server's connections are cut again and again, as a flaky network or a failover does.
 */
import pg from 'pg';
import { ConnectionError, type Reply, request, sleep } from './http-client.js';
import { expectIntact, freshServer, Scenario, type ScenarioContext } from './scenario.js';
import { checkLedger, checkStorage } from './verify.js';
import { createMembers, newLedger, newTally, runWorkload } from './workload.js';

const MEMBERS = 8;
const OUTAGE_MS = 6_000;
const DROPS = 20;

interface Answer {
  /** When the request left; known for health checks. */
  sent?: number;
  at: number;
  status: number | 'connection';
}

export async function databaseRestart(ctx: ScenarioContext) {
  const scenario = new Scenario('b. PostgreSQL restarts under load');
  const { server, dataDir, databaseUrl } = await freshServer(ctx, 'postgres', 'pg-restart');
  await server.start();
  const ledgers = (await createMembers(server.base, MEMBERS)).map(newLedger);
  const tally = newTally();
  const writes: Answer[] = [];
  const health: Answer[] = [];
  const note =
    (list: Answer[], sent = Date.now()) =>
    (result: Reply | ConnectionError) =>
      list.push({
        sent,
        at: Date.now(),
        status: result instanceof ConnectionError ? 'connection' : result.status,
      });

  let stop = false;
  const load = runWorkload(
    ledgers,
    { base: server.base, pool: ctx.pool, tally, onAnswer: note(writes) },
    () => stop,
  );
  const poll = (async () => {
    while (!stop) {
      const sent = Date.now();
      try {
        note(health, sent)(await request(server.base, '/api/health', { timeoutMs: 10_000 }));
      } catch (error) {
        if (error instanceof ConnectionError) note(health, sent)(error);
        else throw error;
      }
      await sleep(100);
    }
  })();

  const firstAfter = (list: Answer[], since: number, ok: (a: Answer) => boolean) =>
    list.find((a) => a.at >= since && ok(a))?.at;
  const until = async (since: number, what: (a: Answer) => boolean, list: Answer[]) => {
    const deadline = Date.now() + 60_000;
    while (firstAfter(list, since, what) === undefined) {
      if (!server.running) throw new Error(`the server process died:\n${server.logTail(8)}`);
      if (Date.now() > deadline) throw new Error('no recovery within 60 s');
      await sleep(50);
    }
    return (firstAfter(list, since, what) as number) - since;
  };
  const ok = (a: Answer) => a.status === 200;

  await sleep(2_000);
  scenario.step('pg_ctl restart -m fast under load');
  const restartBegan = Date.now();
  await ctx.cluster.restartFast();
  const restartUp = Date.now();
  const healthAfterRestart = await until(restartUp, ok, health);
  const writeAfterRestart = await until(restartUp, ok, writes);
  scenario.step(
    `restart took ${restartUp - restartBegan} ms; health 200 ${healthAfterRestart} ms and a write ${writeAfterRestart} ms after`,
  );

  await sleep(2_000);
  scenario.step(`pg_ctl stop -m fast, ${OUTAGE_MS / 1000} s away, pg_ctl start`);
  await ctx.cluster.stopFast();
  const stopped = Date.now();
  await sleep(OUTAGE_MS);
  const startBegan = Date.now();
  await ctx.cluster.start();
  const startUp = Date.now();
  const healthAfterStart = await until(startUp, ok, health);
  const writeAfterStart = await until(startUp, ok, writes);
  scenario.step(
    `health 200 ${healthAfterStart} ms and a write ${writeAfterStart} ms after PostgreSQL was back`,
  );

  await sleep(2_000);
  scenario.step(`the server's connections cut ${DROPS} times, 150 ms apart`);
  const admin = new pg.Client({ connectionString: ctx.cluster.url('postgres') });
  await admin.connect();
  const databaseName = new URL(databaseUrl ?? '').pathname.slice(1);
  for (let i = 0; i < DROPS; i++) {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      databaseName,
    ]);
    await sleep(150);
  }
  await admin.end();
  const dropsEnded = Date.now();
  const healthAfterDrops = await until(dropsEnded, ok, health);
  const writeAfterDrops = await until(dropsEnded, ok, writes);
  scenario.step(`health 200 ${healthAfterDrops} ms and a write ${writeAfterDrops} ms after the last cut`);
  await sleep(2_000);
  stop = true;
  await Promise.all([load, poll]);

  // Health checks asked after PostgreSQL had stopped and answered before it was started again.
  const duringStop = health.filter((a) => (a.sent ?? 0) >= stopped && a.at < startBegan);
  const outage = (status: Answer['status']) => duringStop.filter((a) => a.status === status).length;
  const slowest = Math.max(0, ...duringStop.map((a) => a.at - (a.sent ?? a.at)));
  const writes503 = writes.filter((a) => a.at >= stopped && a.at < startBegan && a.status === 503).length;
  const stayedUp = server.running;
  const check = await checkLedger(server.base, ledgers);
  const pending = await checkStorage({ databaseUrl, dataDir });
  // Files of uploads whose commit the outage cut are kept for the sweep (the row might exist).
  const exit = await server.terminate();
  await server.start();
  const storage = await checkStorage({ databaseUrl, dataDir });
  await server.terminate();

  scenario.expect('server process stayed up (1 = yes)', stayedUp ? 1 : 0, 1);
  scenario.count('requests during the run', tally.requests);
  scenario.count('503 UNAVAILABLE answers to members', tally.unavailable);
  scenario.expect('5xx answers other than 503 UNAVAILABLE', tally.serverErrors.length, 0);
  for (const error of tally.serverErrors.slice(0, 5)) scenario.fail(`${error.status}: ${error.body}`);
  scenario.expect(
    'connections to the server refused or cut',
    tally.connection.refused + tally.connection.reset,
    0,
  );
  scenario.expect('health answers during the stop: 503', outage(503), (v) => v > 0, 'expected some');
  scenario.expect('health answers during the stop: 200', outage(200), 0);
  scenario.count('slowest health answer during the stop (ms)', slowest);
  scenario.count('503 answers to members during the stop', writes503);
  scenario.expect(
    'health answers other than 200/503',
    health.filter((a) => a.status !== 200 && a.status !== 503).length,
    0,
  );
  scenario.count('fast restart: health 200 after PostgreSQL accepts (ms)', healthAfterRestart);
  scenario.count('fast restart: first acknowledged write after (ms)', writeAfterRestart);
  scenario.count('6 s stop: health 200 after PostgreSQL accepts (ms)', healthAfterStart);
  scenario.count('6 s stop: first acknowledged write after (ms)', writeAfterStart);
  scenario.count('connection cuts: health 200 after the last (ms)', healthAfterDrops);
  scenario.count('connection cuts: first acknowledged write after (ms)', writeAfterDrops);
  scenario.count('orphan files left for the sweep by commits cut mid-way', pending.orphans);
  scenario.expect('rows whose files were removed', pending.missing, 0);
  scenario.expect('exit code on SIGTERM afterwards', exit.code ?? -1, 0);
  expectIntact(scenario, tally, check, storage);
  return scenario.result();
}
