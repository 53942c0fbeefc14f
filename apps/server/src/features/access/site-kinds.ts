import { DOMAINS, type Domain } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotifiedCache } from '../../lib/notified-cache.js';

/** Once a site has an Approved real and an Approved demo member (decision 032); one index probe per kind. */
export async function readDemosApart(db: Db, domain: Domain): Promise<boolean> {
  const result = await db.execute<{ apart: boolean }>(sql`select
    exists (select 1 from profiles where domain = ${domain} and status = 200 and demo)
    and exists (select 1 from profiles where domain = ${domain} and status = 200 and not demo) as apart`);
  return result.rows[0]?.apart === true;
}

/**
 * Every request asks it and it rarely changes: cached, and dropped by the `auth_changed` notice
 * (migrations 0003 and 0004) on any profile insert, deletion or status change.
 */
export class SiteKinds {
  private readonly answers: NotifiedCache<Domain, boolean>;

  constructor(
    private readonly read: (domain: Domain) => Promise<boolean>,
    ttlMs = 60_000,
    unheardMs = 2_000,
    now: () => number = Date.now,
  ) {
    this.answers = new NotifiedCache({ ttlMs, unheardTtlMs: unheardMs, maxEntries: DOMAINS.length, now });
  }

  demosApart(domain: Domain): Promise<boolean> {
    return this.answers.get(domain, () => this.read(domain));
  }

  /** The kept answer, without reading; undefined when none is. */
  keptDemosApart(domain: Domain): boolean | undefined {
    return this.answers.peek(domain);
  }

  async sitesApart(): Promise<Domain[]> {
    const apart = await Promise.all(DOMAINS.map((domain) => this.demosApart(domain)));
    return DOMAINS.filter((_, i) => apart[i]);
  }

  clear(): void {
    this.answers.clear();
  }

  setLive(live: boolean): void {
    this.answers.setLive(live);
  }
}
