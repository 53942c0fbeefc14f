import type { Deps } from '../../deps.js';
import { uncountedBehaviour } from '../../lib/rate-limit.js';

export interface Readiness {
  /** What does not answer, each in a sentence an operator can act on; empty when ready. */
  problems: string[];
  /** The errors behind them, for the log (messages only: they name hosts, never credentials). */
  errors: Record<string, string>;
}

function redisProblem(): string {
  const { refused, uncounted } = uncountedBehaviour();
  return (
    `Redis is not answering: ${refused.join(', ')} are refused until it is back (fail closed); ` +
    `${[...uncounted, 'uploads'].join(', ')} go on, counted by each instance alone or not at all (fail open).`
  );
}

/**
 * Whether this instance can serve: the database answers, and Redis and the object store when
 * they are configured. All are asked at once, so a probe takes as long as the slowest answer.
 */
export async function checkReadiness(deps: Deps): Promise<Readiness> {
  const checks: [string, string, (() => Promise<unknown>) | undefined][] = [
    ['database', 'The database is not answering.', () => deps.database.ping()],
    [
      'redis',
      redisProblem(),
      deps.redis ? () => (deps.redis as NonNullable<Deps['redis']>).ping() : undefined,
    ],
    [
      'storage',
      'The object storage (S3_BUCKET) is not answering: photos and files can be neither shown nor uploaded.',
      deps.storage.shared ? () => deps.storage.ping() : undefined,
    ],
  ];
  const configured = checks.filter((check) => check[2] !== undefined);
  const outcomes = await Promise.allSettled(
    configured.map(([, , check]) => (check as () => Promise<unknown>)()),
  );
  const readiness: Readiness = { problems: [], errors: {} };
  outcomes.forEach((outcome, i) => {
    const [name, problem] = configured[i] as (typeof checks)[number];
    if (outcome.status === 'fulfilled') return;
    readiness.problems.push(problem);
    const reason: unknown = outcome.reason;
    readiness.errors[name] = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  });
  return readiness;
}
