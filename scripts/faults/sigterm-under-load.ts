/**
 * Scenario c: SIGTERM while members write. Every request the server took must get its whole answer,
 * then the process exits 0; after a restart the acknowledged writes are all there.
 */
import { ConnectionError, oneShotAgent, type Reply, sleep, traffic } from './http-client.js';
import { type DatabaseKind, expectIntact, freshServer, Scenario, type ScenarioContext } from './scenario.js';
import { checkLedger, checkStorage } from './verify.js';
import { createMembers, newLedger, newTally, runWorkload } from './workload.js';

const MEMBERS = 12;

export async function sigtermUnderLoad(ctx: ScenarioContext, kind: DatabaseKind) {
  const scenario = new Scenario(
    `c. SIGTERM under load (${kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`,
  );
  const { server, dataDir, databaseUrl } = await freshServer(ctx, kind, `sigterm-${kind}`);
  await server.start();
  const ledgers = (await createMembers(server.base, MEMBERS)).map(newLedger);
  const tally = newTally();
  let signalledAt = Number.POSITIVE_INFINITY;
  const after = { answered: 0, success: 0, errors: 0, cut: 0, refused: 0, slowest: 0 };
  const onAnswer = (result: Reply | ConnectionError) => {
    if (Date.now() < signalledAt) return;
    if (result instanceof ConnectionError) {
      if (result.kind === 'refused') after.refused += 1;
      else after.cut += 1;
      return;
    }
    after.answered += 1;
    after.slowest = Date.now() - signalledAt;
    if (result.status < 300) after.success += 1;
    else after.errors += 1;
  };

  let stop = false;
  const load = runWorkload(
    ledgers,
    { base: server.base, pool: ctx.pool, tally, agent: oneShotAgent, onAnswer },
    () => stop,
  );
  await sleep(2_500);
  signalledAt = Date.now();
  const inFlight = traffic.inFlight;
  scenario.step(`SIGTERM with ${inFlight} requests in flight`);
  const exit = await server.terminate();
  stop = true;
  await load;
  scenario.step(`exited ${exit.code} after ${exit.ms} ms`);

  await server.start();
  const check = await checkLedger(server.base, ledgers);
  const stopped = await server.terminate();
  const storage = await checkStorage({ databaseUrl, dataDir });

  scenario.count('requests in flight at SIGTERM', inFlight);
  scenario.expect(
    'complete answers after SIGTERM',
    after.answered,
    (v) => v >= inFlight,
    `expected at least the ${inFlight} in flight`,
  );
  scenario.count('  of which 2xx', after.success);
  scenario.count('  of which errors (4xx/503)', after.errors);
  scenario.expect('requests cut without a complete answer', after.cut, 0);
  scenario.count('connections refused after the listener closed (not started)', after.refused);
  scenario.count('last answer after SIGTERM (ms)', after.slowest);
  scenario.expect('exit code', exit.code ?? -1, 0);
  scenario.count('SIGTERM to exit (ms)', exit.ms);
  scenario.expect('5xx answers other than 503', tally.serverErrors.length, 0);
  scenario.expect('exit code of the second SIGTERM (idle)', stopped.code ?? -1, 0);
  expectIntact(scenario, tally, check, storage);
  return scenario.result();
}
