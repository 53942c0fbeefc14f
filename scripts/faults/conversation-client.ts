/**
 * Two families who accepted each other, talking as the app does: messages over the API and each
 * side's event stream (`GET /api/conversations/stream`) read as a browser reads it, resumed with
 * Last-Event-ID after a cut.
 */
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { ConnectionError, jsonBody, type Reply, request } from './http-client.js';
import { REPO_ROOT } from './server-process.js';
import { createMembers, type Member } from './workload.js';

const run = promisify(execFile);

const as = (member: Pick<Member, 'token' | 'ip'>) => ({
  authorization: `Bearer ${member.token}`,
  'x-forwarded-for': member.ip,
});

/**
 * The operator approves the profiles from the admin API, with an account the operator CLI makes
 * (run with `env`: the database the instances share).
 */
async function approveAll(base: string, env: Record<string, string>, profileIds: number[]): Promise<void> {
  const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const password = `operator password ${randomInt(1e9)}`;
  await run(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/server/dist/cli/admin.js'),
      'create',
      '--mobile',
      mobile,
      '--password',
      password,
      '--name',
      'Site Admin',
    ],
    { env: { ...process.env, ...env }, cwd: REPO_ROOT },
  );
  const login = await request(base, apiRoute('login').url, {
    method: 'POST',
    ...jsonBody({ mobile_no: mobile, password }),
  });
  if (login.status !== 200) throw new Error(`operator login answered ${login.status}`);
  const operator = { token: login.json<{ token: string }>().token, ip: '10.250.0.1' };
  for (const profileId of profileIds) {
    const approved = await request(base, apiRoute('updateProfileStatus', { profileId }).url, {
      method: 'POST',
      ...jsonBody({ profile_id: profileId, status: STATUS_APPROVED }, as(operator)),
    });
    if (approved.status !== 200) throw new Error(`approval answered ${approved.status}: ${approved.body}`);
  }
}

export interface TalkingPair {
  bride: Member;
  groom: Member;
  conversationId: number;
}

/** A bride and a groom, approved; he sends an interest, she accepts: the conversation it opened. */
export async function talkingPair(base: string, operatorEnv: Record<string, string>): Promise<TalkingPair> {
  const [bride, groom] = await createMembers(base, 2);
  if (!bride || !groom) throw new Error('no members made');
  await approveAll(base, operatorEnv, [bride.profileId, groom.profileId]);
  const sent = await request(base, apiRoute('sendInterest', { profileId: bride.profileId }).url, {
    method: 'POST',
    ...jsonBody({ template: 'liked_profile' }, as(groom)),
  });
  if (sent.status !== 200) throw new Error(`interest answered ${sent.status}: ${sent.body}`);
  const interestId = sent.json<{ interest_id: number }>().interest_id;
  const accepted = await request(base, apiRoute('acceptInterest', { interestId }).url, {
    method: 'POST',
    headers: as(bride),
  });
  if (accepted.status !== 200) throw new Error(`acceptance answered ${accepted.status}: ${accepted.body}`);
  const list = await request(base, apiRoute('conversationList', { page: 1 }).url, { headers: as(bride) });
  const row = list
    .json<{ rows: { conversation_id: number; profile: { profile_id: number } | null }[] }>()
    .rows.find((r) => r.profile?.profile_id === groom.profileId);
  if (!row) throw new Error('the acceptance opened no conversation');
  return { bride, groom, conversationId: row.conversation_id };
}

/** Posts a message: the reply, or the connection error when the instance went away with it. */
export function postMessage(
  base: string,
  member: Member,
  conversationId: number,
  text: string,
): Promise<Reply | ConnectionError> {
  return request(base, apiRoute('sendMessage', { conversationId }).url, {
    method: 'POST',
    timeoutMs: 10_000,
    ...jsonBody({ text }, as(member)),
  }).catch((error: unknown) => {
    if (error instanceof ConnectionError) return error;
    throw error;
  });
}

export interface StreamEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
  /** When it arrived (Date.now()). */
  at: number;
}

/** The message id of a `message` event. */
export const messageIdOf = (event: StreamEvent) =>
  (event.data.message as { message_id: number } | undefined)?.message_id;

/** One event stream, read as it arrives. */
export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  /** The id of the last event, for Last-Event-ID. */
  lastId(): number | undefined;
  /** True once the server ended the response or the connection was lost. */
  ended(): boolean;
  /** Resolves when `test` holds for the events so far; rejects after `timeoutMs`. */
  until(test: (events: StreamEvent[]) => boolean, timeoutMs: number, what: string): Promise<void>;
  close(): void;
}

/** A one-use ticket from `base`, then the stream opened with it there (after `lastEventId`). */
export async function openEventStream(
  base: string,
  member: Member,
  lastEventId?: number,
  streamBase = base,
): Promise<EventStream> {
  const ticket = await request(base, apiRoute('streamTicket').url, { method: 'POST', headers: as(member) });
  if (ticket.status !== 200) throw new Error(`stream ticket answered ${ticket.status}: ${ticket.body}`);
  const secret = ticket.json<{ ticket: string }>().ticket;
  const url = new URL(`/api/conversations/stream?ticket=${encodeURIComponent(secret)}`, streamBase);
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      {
        headers: {
          accept: 'text/event-stream',
          'accept-encoding': 'gzip',
          'x-forwarded-for': member.ip,
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
      },
      (res) => {
        const events: StreamEvent[] = [];
        let done = false;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (!line || line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
            }
            const event = fields.get('event');
            const data = fields.get('data');
            if (event && data) {
              events.push({
                id: Number(fields.get('id') ?? 0),
                event,
                data: JSON.parse(data),
                at: Date.now(),
              });
            }
          }
        });
        const finish = () => {
          done = true;
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          lastId: () => events.at(-1)?.id,
          ended: () => done,
          async until(test, timeoutMs, what) {
            const deadline = Date.now() + timeoutMs;
            while (!test(events)) {
              if (Date.now() > deadline) {
                throw new Error(
                  `${what}: not within ${timeoutMs} ms (${events.length} events${done ? ', stream ended' : ''})`,
                );
              }
              await new Promise((wake) => setTimeout(wake, 20));
            }
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => reject(error));
  });
}
