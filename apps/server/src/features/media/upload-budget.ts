import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { UploadLimits } from '../../config.js';
import { AppError } from '../../errors.js';

/**
 * An upload counts as in flight in Redis for at most this long: the longest a request may take to
 * arrive (app.ts) and a queue's worth of decoding after it. The count of an instance killed
 * mid-upload ends with it.
 */
const SHARED_TICKET_MS = 10 * 60_000;
const REDIS_PREFIX = 'varmala:uploads-in-flight:';

/**
 * One member's uploads in flight on every instance, as a set of tickets scored by their start on
 * Redis's clock: expired tickets go, then a new one is taken if fewer than the limit are left.
 */
const TAKE_SCRIPT = `
local key, limit, ttl, ticket = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - ttl)
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, ticket)
redis.call('PEXPIRE', key, ttl)
return 1
`;

/**
 * Room for uploads, taken before a body is read and given back once its bytes are let go. An
 * upload takes the bytes its Content-Length announces (the route's largest form without one):
 * the HTTP parser never reads more than that into the request. The bytes are this process's
 * memory and counted here; a member's uploads in flight are counted across instances in Redis
 * when it is given, and in this process when Redis is not there or does not answer.
 */
export class UploadBudget {
  private readonly uploadsOf = new Map<number, number>();
  private buffered = 0;

  constructor(
    readonly limits: UploadLimits,
    private readonly redis?: Redis,
  ) {}

  /** Takes room for an upload of at most `bytes` by `memberId`, or answers 429; resolves to the release. */
  async admit(memberId: number, bytes: number): Promise<() => void> {
    const uploads = this.uploadsOf.get(memberId) ?? 0;
    if (uploads >= this.limits.perMember) this.refuseMember();
    if (this.buffered + bytes > this.limits.maxBufferedBytes) {
      throw new AppError('RATE_LIMITED', 'uploadsArriving', { retryAfterSeconds: 30 });
    }
    this.uploadsOf.set(memberId, uploads + 1);
    this.buffered += bytes;
    let released = false;
    const releaseHere = () => {
      if (released) return;
      released = true;
      this.buffered -= bytes;
      const left = (this.uploadsOf.get(memberId) ?? 1) - 1;
      if (left > 0) this.uploadsOf.set(memberId, left);
      else this.uploadsOf.delete(memberId);
    };

    const ticket = await this.takeSharedTicket(memberId).catch((error: unknown) => {
      releaseHere();
      throw error;
    });
    if (!ticket) return releaseHere;
    return () => {
      if (released) return;
      releaseHere();
      // Given back in the background: a ticket Redis does not hear about expires by itself.
      this.redis?.zrem(REDIS_PREFIX + memberId, ticket).catch(() => undefined);
    };
  }

  /** The ticket of this upload in the shared count, or undefined when it is counted here only. */
  private async takeSharedTicket(memberId: number): Promise<string | undefined> {
    if (!this.redis) return undefined;
    const ticket = randomBytes(8).toString('hex');
    let taken: unknown;
    try {
      taken = await this.redis.eval(
        TAKE_SCRIPT,
        1,
        REDIS_PREFIX + memberId,
        this.limits.perMember,
        SHARED_TICKET_MS,
        ticket,
      );
    } catch {
      // Redis is down: uploads go on, bounded per member by this process's own count.
      return undefined;
    }
    if (Number(taken) !== 1) this.refuseMember();
    return ticket;
  }

  private refuseMember(): never {
    throw new AppError('RATE_LIMITED', 'otherUploadsRunning', {
      params: { count: this.limits.perMember },
      retryAfterSeconds: 10,
    });
  }
}
