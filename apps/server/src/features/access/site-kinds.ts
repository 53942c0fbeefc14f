import { DOMAINS, type Domain } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Whether a site keeps its demo members and its real members apart (decision 032): it does once it
 * has at least one Approved real member and at least one Approved demo member. Each kind is one
 * probe of `profiles_site_kind_idx`, whatever the number of profiles.
 */
export async function readDemosApart(db: Db, domain: Domain): Promise<boolean> {
  const result = await db.execute<{ apart: boolean }>(sql`select
    exists (select 1 from profiles where domain = ${domain} and status = 200 and demo)
    and exists (select 1 from profiles where domain = ${domain} and status = 200 and not demo) as apart`);
  return result.rows[0]?.apart === true;
}

interface Kept {
  apart: boolean;
  until: number;
}

/**
 * `readDemosApart` of each site, kept between requests: every request of a member and every public
 * page asks it, and it changes a few times in a site's life (its first real member approved, the
 * seed run on it, the last of a kind gone). Any insert, deletion or change of status of a profile,
 * by whatever process, drops it: the database's `auth_changed` notice (migrations 0003 and 0004) is
 * the one the auth check listens to. While those notices cannot be relied on, an answer is kept
 * `unheardMs` only; an answer read while a drop happened is not kept.
 */
export class SiteKinds {
  private readonly kept = new Map<Domain, Kept>();
  private readonly reading = new Map<Domain, Promise<boolean>>();
  private generation = 0;
  private live = false;

  constructor(
    private readonly read: (domain: Domain) => Promise<boolean>,
    private readonly ttlMs = 60_000,
    private readonly unheardMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the site keeps demo and real members apart. */
  demosApart(domain: Domain): Promise<boolean> {
    const kept = this.kept.get(domain);
    if (kept && kept.until > this.now()) return Promise.resolve(kept.apart);
    const pending = this.reading.get(domain);
    if (pending) return pending;
    const generation = this.generation;
    const reading: Promise<boolean> = this.read(domain).finally(() => {
      if (this.reading.get(domain) === reading) this.reading.delete(domain);
    });
    this.reading.set(domain, reading);
    return reading.then((apart) => {
      if (generation === this.generation) {
        this.kept.set(domain, { apart, until: this.now() + (this.live ? this.ttlMs : this.unheardMs) });
      }
      return apart;
    });
  }

  /** The sites that keep demo and real members apart. */
  async sitesApart(): Promise<Domain[]> {
    const apart = await Promise.all(DOMAINS.map((domain) => this.demosApart(domain)));
    return DOMAINS.filter((_, i) => apart[i]);
  }

  /** Drops every site's answer (a notice from the database, or this process's own write). */
  clear(): void {
    this.generation++;
    this.kept.clear();
    this.reading.clear();
  }

  /** Whether notices of changes can be relied on. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }
}
