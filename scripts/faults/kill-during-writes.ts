/**
 * Scenario a: SIGKILL the server while members save profile sections and upload photos, restart
 * it, and check every acknowledged write is there and whole, and no file is left without its row.
 */
import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './http-client.js';
import { type DatabaseKind, expectIntact, freshServer, Scenario, type ScenarioContext } from './scenario.js';
import { checkLedger, checkStorage } from './verify.js';
import { createMembers, newLedger, newTally, runWorkload } from './workload.js';

const MEMBERS = 8;
const ROUNDS = 6;

function filesIn(mediaDir: string): Set<string> {
  const names = new Set<string>();
  let shards: string[] = [];
  try {
    shards = readdirSync(mediaDir);
  } catch {
    return names;
  }
  for (const shard of shards) {
    try {
      for (const name of readdirSync(path.join(mediaDir, shard))) names.add(name);
    } catch {
      // a shard made this instant
    }
  }
  return names;
}

/** Resolves the moment a finished file appears in the media folder: an upload is between its files and its row. */
async function nextFileWrite(mediaDir: string, timeoutMs: number): Promise<boolean> {
  const before = filesIn(mediaDir);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of filesIn(mediaDir)) if (!before.has(name) && !name.endsWith('.tmp')) return true;
    await sleep(2);
  }
  return false;
}

export async function killDuringWrites(ctx: ScenarioContext, kind: DatabaseKind) {
  const scenario = new Scenario(
    `a. kill -9 during writes (${kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`,
  );
  const { server, dataDir, databaseUrl } = await freshServer(ctx, kind, `kill-${kind}`);
  await server.start();
  const ledgers = (await createMembers(server.base, MEMBERS)).map(newLedger);
  const tally = newTally();
  scenario.step(
    `${MEMBERS} members writing; ${ROUNDS} rounds of SIGKILL and restart (log: ${server.settings.logFile})`,
  );

  let leftByKills = 0;
  let temporaryLeft = 0;
  let sweptAtStart = 0;
  let sweptTemporary = 0;
  const restarts: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    let stop = false;
    const load = runWorkload(ledgers, { base: server.base, pool: ctx.pool, tally }, () => stop);
    // Odd rounds kill at a random moment; even ones the instant an upload has written a file.
    await sleep(1_500 + randomInt(2_000));
    const aimed = round % 2 === 0 && (await nextFileWrite(path.join(dataDir, 'media'), 10_000));
    await server.kill9();
    stop = true;
    await load;
    if (databaseUrl) {
      // PostgreSQL stays up, so what the kill left can be counted before the restart sweeps it.
      const left = await checkStorage({ databaseUrl, dataDir });
      leftByKills += left.orphans;
      temporaryLeft += left.temporary;
      if (left.missing > 0) scenario.fail(`round ${round}: ${left.missing} rows lost their files`);
    }
    const ms = await server.start();
    restarts.push(ms);
    const sweep = server.logEntries('media sweep').at(-1);
    sweptAtStart += Number(sweep?.removed ?? 0);
    sweptTemporary += Number(sweep?.abandonedWrites ?? 0);
    scenario.step(
      `round ${round}: killed ${aimed ? 'at a file write' : 'at a random moment'} with ${tally.requests} requests answered so far; back in ${ms} ms; ` +
        `sweep removed ${sweep?.removed ?? '?'} orphan files, ${sweep?.abandonedWrites ?? '?'} partial writes`,
    );
  }

  const check = await checkLedger(server.base, ledgers);
  if (!databaseUrl) {
    const stopped = await server.terminate();
    if (stopped.code !== 0) scenario.fail(`server exited ${stopped.code} on SIGTERM`);
  }
  const storage = await checkStorage({ databaseUrl, dataDir });
  if (databaseUrl) await server.terminate();

  scenario.count('kills', ROUNDS);
  scenario.count('requests answered before the kills', tally.requests - tally.connection.reset);
  scenario.count('requests cut by the kills (outcome unknown)', tally.connection.reset);
  if (databaseUrl) {
    scenario.count('orphan files left by the kills (before the restart)', leftByKills);
    scenario.count('half-written temporary files left by the kills', temporaryLeft);
  }
  scenario.count('orphan files removed by the start-up sweep', sweptAtStart);
  scenario.count('partial writes removed by the start-up sweep', sweptTemporary);
  scenario.count('restart to healthy (ms, each round)', restarts.join(', '));
  scenario.expect('5xx answers other than 503', tally.serverErrors.length, 0);
  expectIntact(scenario, tally, check, storage);
  if (databaseUrl) {
    scenario.expect('orphans left = orphans swept', sweptAtStart, leftByKills);
  }
  return scenario.result();
}
