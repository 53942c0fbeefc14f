/** What the cluster test checks, through nginx and through each instance directly. */
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { apiRoute } from '@varmala/shared';
import pg from 'pg';
import {
  ConnectionError,
  jsonBody,
  multipartBody,
  type Reply,
  request,
  sleep,
} from '../faults/http-client.js';
import { checkLedger } from '../faults/verify.js';
import { createMembers, newLedger, newTally, photoPool, runWorkload } from '../faults/workload.js';
import {
  type AppInstance,
  type NginxService,
  REPO_ROOT,
  type RedisService,
  type S3Service,
} from './services.js';

const run = promisify(execFile);

export interface Cluster {
  a: AppInstance;
  b: AppInstance;
  nginx: NginxService;
  redis: RedisService;
  s3: S3Service;
  databaseUrl: string;
  /** The environment of the instances, for the operator CLI run beside them. */
  env: Record<string, string>;
  /** Where the run keeps its logs, and a check its own services. */
  workDir: string;
}

/** A failed expectation: the check stops there and its message is printed. */
export function expect(label: string, actual: unknown, expected: unknown): void {
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  if (!same) throw new Error(`${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function ensure(label: string, condition: boolean, detail = ''): void {
  if (!condition) throw new Error(`${label}${detail ? `: ${detail}` : ''}`);
}

let addressCounter = randomInt(1, 60_000);
/** A client address of its own: the instances trust their loopback peer to forward it (TRUST_PROXY=1). */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${100 + ((addressCounter >> 16) & 127)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const uniqueMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { user_id: number };

interface Member {
  mobile: string;
  password: string;
  token: string;
  userId: number;
  ip: string;
}

function as(member: Pick<Member, 'token' | 'ip'>): Record<string, string> {
  return { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.ip };
}

async function signup(base: string, name = 'Cluster Member'): Promise<Member> {
  const member = {
    mobile: uniqueMobile(),
    password: `cluster password ${randomInt(1e9)}`,
    ip: nextAddress(),
  };
  const reply = await request(base, apiRoute('signup').url, {
    method: 'POST',
    ...jsonBody(
      { user_name: name, mobile_no: member.mobile, password: member.password },
      { 'x-forwarded-for': member.ip },
    ),
  });
  expect(`sign-up at ${base}`, reply.status, 200);
  const token = reply.json<{ token: string }>().token;
  return { ...member, token, userId: claimsOf(token).user_id };
}

async function saveBasic(base: string, member: Member, gender: 'Male' | 'Female'): Promise<void> {
  const reply = await request(base, `/api/profile/${member.userId}/basic`, {
    method: 'POST',
    ...jsonBody(
      {
        name: gender === 'Male' ? 'Rohan' : 'Asha',
        surname: 'Patil',
        community: 'Bhavasar Kshatriya',
        gothram: null,
        language: null,
        gender,
        date_of_birth: '1996-05-20',
        mobiles: [member.mobile],
        email: null,
        address: null,
        city: 'Belagavi',
        pincode: '590001',
        state: 'Karnataka',
        country: 'India',
      },
      as(member),
    ),
  });
  expect('basic step saved', reply.status, 200);
}

const login = (base: string, mobile: string, password: string, ip?: string) =>
  request(base, apiRoute('login').url, {
    method: 'POST',
    ...jsonBody({ mobile_no: mobile, password }, ip ? { 'x-forwarded-for': ip } : {}),
  });

const me = (base: string, member: Pick<Member, 'token' | 'ip'>) =>
  request(base, '/api/me', { headers: as(member) });

/** The instances and nginx, named for the messages. */
function targets(cluster: Cluster): [string, string][] {
  return [
    ['A', cluster.a.base],
    ['B', cluster.b.base],
    ['nginx', cluster.nginx.base],
  ];
}

export async function migratedOnce(cluster: Cluster): Promise<string> {
  for (const [name, base] of targets(cluster)) {
    expect(`GET /api/health through ${name}`, (await request(base, '/api/health')).status, 200);
    expect(`GET /api/health/live through ${name}`, (await request(base, '/api/health/live')).status, 200);
  }
  const journal = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect('migrations recorded', rows[0]?.n, journal.entries.length);
  } finally {
    await client.end();
  }
  return `both up, ${journal.entries.length} migrations applied once`;
}

export async function signupServedByB(cluster: Cluster): Promise<string> {
  const member = await signup(cluster.a.base);
  for (const [name, base] of targets(cluster)) {
    const reply = await me(base, member);
    expect(`GET /api/me through ${name}`, reply.status, 200);
    expect(`member seen through ${name}`, reply.json<{ user_id: number }>().user_id, member.userId);
  }
  expect(
    'login through nginx',
    (await login(cluster.nginx.base, member.mobile, member.password)).status,
    200,
  );
  return `member ${member.userId} signed up on A, served by B and through nginx`;
}

export async function photoServedByB(cluster: Cluster): Promise<string> {
  const member = await signup(cluster.a.base);
  await saveBasic(cluster.a.base, member, 'Female');
  const [picture] = await photoPool(1);
  const form = await multipartBody('photo', 'me.jpg', 'image/jpeg', picture?.bytes ?? Buffer.alloc(0), {
    caption: 'from A',
  });
  const uploaded = await request(cluster.a.base, `/api/profile/${member.userId}/photo`, {
    method: 'POST',
    headers: { ...as(member), 'content-type': form.contentType },
    body: form.body,
  });
  expect('photo upload on A', uploaded.status, 200);
  const listed = await request(cluster.b.base, `/api/profile/${member.userId}/photo`, {
    headers: as(member),
  });
  expect('photo list on B', listed.status, 200);
  const [photo] = listed.json<{ url: string; short: string; large: string }[]>();
  ensure('B lists the photo', photo !== undefined);
  for (const url of [photo?.short, photo?.large, photo?.url]) {
    const answers: Reply[] = [];
    for (const [name, base] of targets(cluster)) {
      const reply = await request(base, url ?? '');
      expect(`${url} through ${name}`, [reply.status, reply.headers['content-type']], [200, 'image/webp']);
      answers.push(reply);
    }
    ensure(
      'the same bytes from A, B and nginx',
      answers.every((r) => r.body.equals(answers[0]?.body ?? Buffer.alloc(0))),
    );
  }
  // Unsigned, the same key is refused: the bucket's objects are reached only through signed URLs.
  const unsigned = await request(cluster.b.base, (photo?.url ?? '').replace(/\?.*$/, ''));
  expect('photo without its signature', unsigned.status, 403);
  for (const instance of [cluster.a, cluster.b]) {
    const mediaDir = path.join(instance.dataDir, 'media');
    ensure(
      `no media files in DATA_DIR of ${instance.name}`,
      !existsSync(mediaDir) || readdirSync(mediaDir).length === 0,
    );
  }
  const objects = await cluster.s3.client().send(new ListObjectsV2Command({ Bucket: cluster.s3.bucket }));
  ensure('the photo is in the bucket', (objects.KeyCount ?? 0) >= 3, `${objects.KeyCount} objects`);
  return `uploaded on A, three sizes served alike by B, A and nginx from ${cluster.s3.kind}`;
}

export async function passwordChangeSignsOutOnB(cluster: Cluster): Promise<string> {
  const member = await signup(cluster.a.base);
  const loginReply = await login(cluster.b.base, member.mobile, member.password, member.ip);
  expect('second login', loginReply.status, 200);
  const otherDevice = { token: loginReply.json<{ token: string }>().token, ip: member.ip };
  // B has checked (and cached) both sessions before the change.
  expect('other device on B before', (await me(cluster.b.base, otherDevice)).status, 200);
  expect('old token on B before', (await me(cluster.b.base, member)).status, 200);
  const changed = await request(cluster.a.base, apiRoute('changePassword').url, {
    method: 'POST',
    ...jsonBody({ old_password: member.password, password: `${member.password} new` }, as(member)),
  });
  expect('password change on A', changed.status, 200);
  expect('other device on B at once', (await me(cluster.b.base, otherDevice)).status, 401);
  expect('the old token on B at once', (await me(cluster.b.base, member)).status, 401);
  const fresh = { token: changed.json<{ token: string }>().token, ip: member.ip };
  expect('the new token on B', (await me(cluster.b.base, fresh)).status, 200);
  return 'the other session and the old token refused by B right after the change on A';
}

export async function loginFailuresShareOneLimit(cluster: Cluster): Promise<string> {
  const member = await signup(cluster.a.base);
  const guesser = nextAddress();
  const statuses: number[] = [];
  // Five tries of a mobile from an address a quarter of an hour, wherever they were made.
  for (let i = 0; i < 6; i++) {
    const base = i % 2 === 0 ? cluster.a.base : cluster.b.base;
    statuses.push((await login(base, member.mobile, `wrong ${i}`, guesser)).status);
  }
  expect('failures alternating A and B', statuses, [401, 401, 401, 401, 401, 429]);
  expect('the next try on A', (await login(cluster.a.base, member.mobile, 'wrong', guesser)).status, 429);

  // Through nginx the address is the one nginx saw: an X-Forwarded-For the client writes changes nothing.
  const other = await signup(cluster.b.base);
  const viaNginx: number[] = [];
  for (let i = 0; i < 6; i++) {
    viaNginx.push((await login(cluster.nginx.base, other.mobile, `wrong ${i}`, nextAddress())).status);
  }
  expect('failures through nginx with made-up addresses', viaNginx, [401, 401, 401, 401, 401, 429]);
  return 'the 6th failure is refused on either instance and through nginx';
}

export async function downloadsExactlyK(cluster: Cluster): Promise<string> {
  const QUOTA = 7;
  const PARALLEL = 20;
  const subscriber = await signup(cluster.a.base);
  await saveBasic(cluster.a.base, subscriber, 'Male');
  await run(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/server/dist/cli/admin.js'),
      'grant-subscription',
      '--mobile',
      subscriber.mobile,
      '--downloads',
      String(QUOTA),
      '--days',
      '30',
    ],
    { env: { ...process.env, ...cluster.env }, cwd: REPO_ROOT },
  );
  const ids: number[] = [];
  for (let page = 1; ids.length < PARALLEL && page <= 5; page++) {
    const reply = await request(cluster.b.base, apiRoute('searchProfiles', { page }).url, {
      method: 'POST',
      ...jsonBody({}, as(subscriber)),
    });
    expect(`search page ${page} on B`, reply.status, 200);
    ids.push(...reply.json<{ rows: { profile_id: number }[] }>().rows.map((row) => row.profile_id));
  }
  ensure(`${PARALLEL} approved brides to download`, ids.length >= PARALLEL, `found ${ids.length}`);
  const chosen = ids.slice(0, PARALLEL);
  const replies = await Promise.all(
    chosen.map((id, i) =>
      request(
        i % 2 === 0 ? cluster.a.base : cluster.b.base,
        apiRoute('downloadProfile', { profileId: id }).url,
        {
          headers: as(subscriber),
        },
      ),
    ),
  );
  const statuses = replies.map((reply) => reply.status);
  expect('downloads answered 200', statuses.filter((s) => s === 200).length, QUOTA);
  expect('downloads answered 402', statuses.filter((s) => s === 402).length, PARALLEL - QUOTA);
  const first = chosen[statuses.indexOf(200)];
  const again = await request(
    cluster.nginx.base,
    apiRoute('downloadProfile', { profileId: String(first) }).url,
    {
      headers: as(subscriber),
    },
  );
  expect('a profile downloaded before, again through nginx (free)', again.status, 200);
  return `${PARALLEL} parallel downloads over A and B on a quota of ${QUOTA}: ${QUOTA} succeeded`;
}

export async function redisDownFailsClosedForAccounts(cluster: Cluster): Promise<string> {
  const member = await signup(cluster.a.base);
  await saveBasic(cluster.a.base, member, 'Male');
  await cluster.redis.kill();
  try {
    const refusedLogin = await login(cluster.nginx.base, member.mobile, member.password);
    expect(
      'login without Redis',
      [refusedLogin.status, refusedLogin.json<{ code: string }>().code],
      [503, 'UNAVAILABLE'],
    );
    const refusedSignup = await request(cluster.nginx.base, apiRoute('signup').url, {
      method: 'POST',
      ...jsonBody({ user_name: 'No Redis', mobile_no: uniqueMobile(), password: 'no redis password' }),
    });
    expect('sign-up without Redis', refusedSignup.status, 503);
    const search = await request(cluster.nginx.base, apiRoute('searchProfiles', { page: 1 }).url, {
      method: 'POST',
      ...jsonBody({}, as(member)),
    });
    expect('search without Redis', search.status, 200);
    const health = await request(cluster.a.base, '/api/health');
    expect('readiness without Redis', health.status, 503);
    ensure('readiness names Redis', /Redis is not answering/.test(health.body.toString()));
  } finally {
    await cluster.redis.start();
    await untilReady(cluster);
  }
  expect(
    'login once Redis is back',
    (await login(cluster.nginx.base, member.mobile, member.password)).status,
    200,
  );
  return 'log-in and sign-up 503, search 200, readiness 503 naming Redis; all back once it is';
}

/** Waits until both instances are ready again (they reconnect to Redis by themselves). */
async function untilReady(cluster: Cluster): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (const instance of [cluster.a, cluster.b]) {
    while ((await request(instance.base, '/api/health').catch(() => undefined))?.status !== 200) {
      if (Date.now() > deadline) throw new Error(`instance ${instance.name} not ready again within 20 s`);
      await sleep(200);
    }
  }
}

export async function nginxEdges(cluster: Cluster): Promise<string> {
  const member = await signup(cluster.a.base);
  const tooLarge = await request(cluster.nginx.base, `/api/profile/${member.userId}/attachment`, {
    method: 'POST',
    headers: { ...as(member), 'content-type': 'multipart/form-data; boundary=x' },
    body: Buffer.alloc(53 * 1024 * 1024),
  }).catch((error: unknown) => error);
  ensure('a 53 MB body is answered', !(tooLarge instanceof ConnectionError), String(tooLarge));
  const large = tooLarge as Reply;
  expect(
    '53 MB body through nginx',
    [large.status, large.json<{ code: string }>().code],
    [413, 'PAYLOAD_TOO_LARGE'],
  );

  const page = (await request(cluster.nginx.base, '/login')).body.toString();
  const entry = /\/assets\/index-[^"]+\.js/.exec(page)?.[0];
  ensure('the login page names its script', entry !== undefined);
  const zipped = await request(cluster.nginx.base, entry ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect('script through nginx', [zipped.status, zipped.headers['content-encoding']], [200, 'gzip']);
  expect('cache of a hashed asset', zipped.headers['cache-control'], 'public, max-age=31536000, immutable');
  const original = readFileSync(path.join(REPO_ROOT, 'apps/web/dist', entry ?? ''));
  ensure('the pre-compressed copy is the script', gunzipSync(zipped.body).equals(original));
  return `413 in the error shape, ${entry} pre-compressed with a year's immutable cache`;
}

export async function killAUnderWrites(cluster: Cluster): Promise<string> {
  // Members come from addresses of their own; their writes go through nginx.
  const members = await createMembers(cluster.a.base, 8);
  const ledgers = members.map(newLedger);
  const tally = newTally();
  const pool = await photoPool(6);
  const afterKill = { answered: 0, ok: 0, failed: 0 };
  let killed = false;
  let stop = false;
  const load = runWorkload(
    ledgers,
    {
      base: cluster.nginx.base,
      pool,
      tally,
      onAnswer: (result) => {
        if (!killed) return;
        afterKill.answered += 1;
        if (result instanceof ConnectionError || result.status >= 500) afterKill.failed += 1;
        else if (result.status < 300) afterKill.ok += 1;
      },
    },
    () => stop,
  );
  await sleep(3_000);
  const before = tally.requests;
  // Counted from the signal on: the requests it cuts are answered (503 by nginx) within moments.
  killed = true;
  await cluster.a.kill9();
  await sleep(4_000);
  // A comes back under the load; its start-up sweep must not take B's uploads in flight.
  await cluster.a.start();
  await sleep(2_000);
  stop = true;
  await load;

  const check = await checkLedger(cluster.b.base, ledgers);
  const { saves, uploads, deletes } = tally.acknowledged;
  const acknowledged = saves + uploads + deletes;
  const found = check.savesFound + check.uploadsFound + check.deletesFound;
  // Which write is missing, and of what kind, is what a failure here has to show.
  ensure(
    'acknowledged writes found on B',
    found === acknowledged,
    `expected ${acknowledged} (${saves} saves, ${uploads} uploads, ${deletes} deletes), found ${found} ` +
      `(${check.savesFound}, ${check.uploadsFound}, ${check.deletesFound}); ${check.problems.join('; ')}`,
  );
  expect('writes half-applied or unexplained', check.sectionsTorn + check.sectionsUnexpected, 0);
  expect('photos broken', check.photosBroken + check.photosPhantom, 0);
  expect('5xx other than 503', tally.serverErrors.length, 0);
  ensure('answered after the kill', afterKill.ok > 20, JSON.stringify(afterKill));
  // Only requests A had already received can fail; every later one goes to B.
  ensure('failures after the kill', afterKill.failed <= members.length, JSON.stringify(afterKill));
  return (
    `${acknowledged} acknowledged writes (${saves} saves, ${uploads} uploads, ${deletes} deletes) all on B; ` +
    `${before} requests before the kill, ${afterKill.ok} answered after it and ${afterKill.failed} cut`
  );
}
