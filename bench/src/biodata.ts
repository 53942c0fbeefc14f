/**
 * Biodata and booklet: the server CPU of one member's biodata PDF (median of 40, through the real
 * route), and one booklet of 500 profiles (time, the peak memory of the server and of its drawing
 * process, and the searches another member makes meanwhile), against the built server in a process
 * of its own, on a PostgreSQL database of seeded members made for the run and dropped after it.
 *
 *   npm run bench:biodata [-- --postgres-url postgres://postgres@127.0.0.1:5432/postgres]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiRoute } from '@varmala/shared';
import { startAppServer } from './processes.js';
import { serverModules } from './server-modules.js';

const { values: args } = parseArgs({
  options: {
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    booklet: { type: 'string', default: '500' },
  },
});
const bookletSize = Number(args.booklet);
const name = 'varmala_bench_biodata';
const serverUrl = new URL(args['postgres-url'] as string);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;

function memoryMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** The processes `pid` started (the booklet's drawing process), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Resident memory of the server and the processes it started, now, in MB (0 for one just gone). */
function treeMemoryMb(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, each) => {
    try {
      return sum + memoryMb(each).now;
    } catch {
      return sum;
    }
  }, 0);
}

/** CPU milliseconds (user and system) a process has used, from /proc (10 ms ticks). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main(): Promise<void> {
  const { client, seed } = await serverModules();
  const admin = await client.openDatabase({ databaseUrl: serverUrl.toString() });
  await admin.db.execute(`drop database if exists ${name}`);
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  try {
    const setup = await client.openDatabase({ databaseUrl: databaseUrl.toString() });
    await client.migrateDatabase(setup);
    await setup.close();

    // Seeded in this process, into the data folder the server then reads its photos from.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-biodata-'));
    const {
      config: configModule,
      createStorage,
      hashPassword,
    } = {
      ...(await serverModules()),
      ...(await import(
        new URL('../../apps/server/dist/lib/storage/create-storage.js', import.meta.url).href
      )),
      ...(await import(new URL('../../apps/server/dist/lib/password-hash.js', import.meta.url).href)),
    };
    const config = configModule.loadConfig(
      {
        NODE_ENV: 'production',
        SUPPORT_EMAIL: 'help@varmala.example',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
      },
      { jwtSecret: 'bench-biodata-'.repeat(4), webDistDir: undefined },
    );
    const database = await client.openDatabase({ databaseUrl: databaseUrl.toString() });
    let member: { id: number; mobile: string };
    let operator: { id: number; mobile: string };
    try {
      const seededAt = Date.now();
      await seed.seedDatabase(database.db, createStorage(config), {
        profiles: Math.ceil(bookletSize * 1.6),
        seed: 7,
        batchSize: 5000,
        photoShare: 0.5,
        approvedShare: 1,
        tamilShare: 0,
        today: new Date(),
        passwordHash: await hashPassword(seed.DEFAULT_SEED_PASSWORD),
        force: true,
      });
      console.log(`seeded in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
      await database.db.execute(
        `update profiles set printed_lists_consent = true where id in (select id from profiles where domain = 'varmala' and status = 200 order by id limit ${bookletSize})`,
      );
      const people = await database.db.execute(
        `select u.id, u.mobile from users u join profiles p on p.user_id = u.id where p.domain = 'varmala' order by u.id limit 2`,
      );
      [member, operator] = (people.rows ?? people) as [typeof member, typeof operator];
      await database.db.execute(`update users set role = 'ADMIN' where id = ${operator.id}`);
    } finally {
      await database.close();
    }

    // The server as an operator runs it, in a process of its own.
    const server = await startAppServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      JWT_SECRET: 'bench-biodata-'.repeat(4),
      WHATSAPP_NUMBER: '9800000001',
    });
    const pid = server.process.pid as number;
    try {
      const login = async (mobile: string) => {
        const response = await fetch(`${server.url}${apiRoute('login').url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1`,
          },
          body: JSON.stringify({ mobile_no: mobile, password: seed.DEFAULT_SEED_PASSWORD }),
        });
        if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { token: string }).token;
      };
      const memberToken = await login(member.mobile);
      const operatorToken = await login(operator.mobile);

      // One member's biodata: the server process's CPU per request (/proc, 10 ms ticks), after five to warm up.
      const cpu: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < 45; i += 1) {
        const lang = (['en', 'mr', 'ta'] as const)[i % 3];
        const before = cpuOf(pid);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/profile/${member.id}/biodata.pdf?lang=${lang}`, {
          headers: { authorization: `Bearer ${memberToken}` },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`biodata: ${response.status}`);
        if (i >= 5) {
          cpu.push(cpuOf(pid) - before);
          wall.push(performance.now() - started);
        }
      }
      console.log(
        `biodata: server CPU median ${median(cpu).toFixed(0)} ms (max ${Math.max(...cpu).toFixed(0)}), wall median ${median(wall).toFixed(0)} ms, n=${cpu.length}`,
      );

      // The booklet: its time, the server's peak memory while it is made, and searches meanwhile.
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const base = memoryMb(pid);
      const started = performance.now();
      const booklet = fetch(`${server.url}${apiRoute('booklet').url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({ domain: 'varmala', lang: 'mr' }),
      }).then(async (response) => ({
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
      }));
      let done = false;
      // The server and its drawing process together, every tenth of a second while it draws.
      let treePeak = treeMemoryMb(pid);
      const sampling = setInterval(() => {
        treePeak = Math.max(treePeak, treeMemoryMb(pid));
      }, 100);
      const searchTimes: number[] = [];
      const searches = (async () => {
        while (!done) {
          const at = performance.now();
          const response = await fetch(`${server.url}${apiRoute('searchProfiles', { page: 1 }).url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
            body: JSON.stringify({}),
          });
          await response.arrayBuffer();
          searchTimes.push(performance.now() - at);
        }
      })();
      const result = await booklet;
      done = true;
      clearInterval(sampling);
      await searches;
      const seconds = (performance.now() - started) / 1000;
      if (result.status !== 200) throw new Error(`booklet: ${result.status}`);
      const after = memoryMb(pid);
      console.log(
        `booklet of ${bookletSize}: ${seconds.toFixed(1)} s, ${(result.bytes / 1e6).toFixed(1)} MB PDF; server memory ${base.now.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB; with its drawing process, peak ${treePeak.toFixed(0)} MB (sampled)`,
      );
      console.log(
        `searches one after another while it was made: ${searchTimes.length}, median ${median(searchTimes).toFixed(0)} ms, max ${Math.max(...searchTimes).toFixed(0)} ms`,
      );
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    const cleanup = await client.openDatabase({ databaseUrl: serverUrl.toString() });
    await cleanup.db.execute(`drop database if exists ${name}`);
    await cleanup.close();
  }
}

await main();
