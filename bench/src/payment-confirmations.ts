/**
 * Operators confirming UPI payments at once: 1,000 payments waiting, each confirmed from two tabs
 * (or more, --tabs) by three operators, 50 requests in flight over HTTP. Each payment must grant
 * its plan once: one 200 per payment, 409 for every other click, one subscription per member with
 * the plan's downloads, one confirmation and one grant in the audit log per payment.
 *
 *   npm run bench:payments -- [--payments 1000] [--concurrency 50] [--tabs 2]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { apiRoute } from '@varmala/shared';
import pLimit from 'p-limit';
import pg from 'pg';
import { openBenchApp } from './bench-app.js';
import { serverModules } from './server-modules.js';

const { values: args } = parseArgs({
  options: {
    payments: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    tabs: { type: 'string', default: '2' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const PAYMENTS = Number(args.payments);
const CONCURRENCY = Number(args.concurrency);
const TABS = Number(args.tabs);
const PLAN = { name: 'Bench plan', price_inr: 999, downloads: 25, days: 90 };
const NAME = 'varmala_bench_payments';

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: args['postgres-url'] });
  await admin.connect();
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
  await admin.end();
  const url = new URL(args['postgres-url'] as string);
  url.pathname = `/${NAME}`;
  const { client } = await serverModules();
  const database = await client.openDatabase({ databaseUrl: url.toString() });
  await client.migrateDatabase(database);
  await database.close();
  return url.toString();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const databaseUrl = await freshDatabase();
  const bench = await openBenchApp(databaseUrl, { jwtSecret: randomBytes(32).toString('hex'), poolSize: 10 });
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    bench.app.server.unref();
    await bench.app.listen({ port: 0, host: '127.0.0.1' });
    const address = bench.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;

    // Three operators, signed up and promoted; their next request sees the promotion.
    const operators: string[] = [];
    for (let i = 0; i < 3; i++) {
      const mobile = `70000000${String(i).padStart(2, '0')}`;
      const signup = await bench.app.inject({
        ...apiRoute('signup'),
        payload: { user_name: `Operator ${i}`, mobile_no: mobile, password: 'a long operator password' },
      });
      operators.push((signup.json() as { token: string }).token);
      await sql.query(`update users set role = 'ADMIN' where mobile = $1`, [mobile]);
    }
    for (const token of operators) {
      for (let tries = 0; ; tries++) {
        const answer = await bench.app.inject({
          ...apiRoute('adminDashboard'),
          headers: { authorization: `Bearer ${token}` },
        });
        if (answer.statusCode === 200) break;
        if (tries > 50) throw new Error('the operator was not promoted');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const plan = await bench.app.inject({
      ...apiRoute('createPlan'),
      headers: { authorization: `Bearer ${operators[0]}` },
      payload: PLAN,
    });
    const planId = (plan.json() as { id: number }).id;

    // The members and their payments, each waiting with its UTR, written in two statements.
    await sql.query(
      `insert into users (mobile, password_hash, user_name)
       select '8' || lpad(n::text, 9, '0'), 'not a hash', 'Bench member ' || n from generate_series(1, $1) n`,
      [PAYMENTS],
    );
    await sql.query(
      `insert into payments (user_id, plan_id, plan_name, amount_inr, downloads, days, reference, state, utr, utr_at, expires_at)
       select u.id, $1, $2, $3, $4, $5, 'BM-' || u.id, 'awaiting_confirmation', (700000000000 + u.id)::text, now(), now() + interval '1 day'
       from users u where u.role = 'USER'`,
      [planId, PLAN.name, PLAN.price_inr, PLAN.downloads, PLAN.days],
    );
    const { rows } = await sql.query<{ id: number }>('select id from payments order by id');

    // Every payment clicked TABS times, by different operators, in a shuffled order.
    const clicks = rows.flatMap((row, i) =>
      Array.from({ length: TABS }, (_, tab) => ({
        paymentId: row.id,
        token: operators[(i + tab) % 3] as string,
      })),
    );
    for (let i = clicks.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [clicks[i], clicks[j]] = [clicks[j] as (typeof clicks)[number], clicks[i] as (typeof clicks)[number]];
    }
    const limit = pLimit(CONCURRENCY);
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      clicks.map((click) =>
        limit(async () => {
          const t0 = performance.now();
          const response = await fetch(`${base}/api/admin/payments/${click.paymentId}/confirm`, {
            method: 'POST',
            headers: { authorization: `Bearer ${click.token}` },
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const check = async (query: string) => (await sql.query<{ n: number }>(query)).rows[0]?.n ?? -1;
    const facts = {
      payments: PAYMENTS,
      clicks: clicks.length,
      concurrency: CONCURRENCY,
      statuses: Object.fromEntries(statuses),
      seconds: Number(seconds.toFixed(2)),
      clicks_per_second: Number((clicks.length / seconds).toFixed(1)),
      p50_ms: Number(percentile(latencies, 0.5).toFixed(1)),
      p99_ms: Number(percentile(latencies, 0.99).toFixed(1)),
      confirmed: await check(`select count(*)::int as n from payments where state = 'confirmed'`),
      members_with_one_subscription: await check(
        `select count(*)::int as n from (select user_id from subscriptions group by user_id having count(*) = 1 and sum(total_download) = ${PLAN.downloads}) s`,
      ),
      subscriptions: await check('select count(*)::int as n from subscriptions'),
      confirmations_audited: await check(
        `select count(*)::int as n from admin_audit_log where action = 'admin:payment-confirm'`,
      ),
      grants_audited: await check(
        `select count(*)::int as n from admin_audit_log where action = 'admin:grant-subscription'`,
      ),
    };
    console.log(JSON.stringify(facts, null, 2));
    const once =
      facts.statuses[200] === PAYMENTS &&
      facts.confirmed === PAYMENTS &&
      facts.subscriptions === PAYMENTS &&
      facts.members_with_one_subscription === PAYMENTS &&
      facts.confirmations_audited === PAYMENTS &&
      facts.grants_audited === PAYMENTS &&
      (facts.statuses[409] ?? 0) === clicks.length - PAYMENTS;
    console.log(
      once ? 'each payment granted its plan once' : 'FAILED: some payment granted more or less than once',
    );
    if (!once) process.exitCode = 1;
  } finally {
    await sql.end();
    await bench.close();
  }
}

await main();
