import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { UploadLimits } from '../../config.js';
import { AppError } from '../../errors.js';

/** The longest a request may take (app.ts) and its queued decoding; a killed instance's count ends too. */
const SHARED_TICKET_MS = 10 * 60_000;
const REDIS_PREFIX = 'varmala:uploads-in-flight:';

/** Tickets scored by their start on Redis's clock: expired ones go, then one is taken if under the limit. */
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
 * The bytes announced by Content-Length are this process's memory (the parser never reads more); a
 * member's uploads in flight are counted across instances in Redis, or here when Redis is away.
 */
export class UploadBudget {
  private readonly uploadsOf = new Map<number, number>();
  private buffered = 0;

  constructor(
    readonly limits: UploadLimits,
    private readonly redis?: Redis,
  ) {}

  /** Answers 429 or resolves to the release. */
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
      // A ticket Redis does not hear about expires by itself.
      this.redis?.zrem(REDIS_PREFIX + memberId, ticket).catch(() => undefined);
    };
  }

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
