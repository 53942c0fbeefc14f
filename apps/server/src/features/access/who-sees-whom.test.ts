import { STATUS_APPROVED } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listedIn, visitorSide } from './who-sees-whom.js';

describe('listedIn', () => {
  it("writes the partial indexes' predicate (Approved, not paused) into the statement, where a prepared plan can use them", () => {
    const query = new PgDialect().sqlToQuery(
      listedIn(sql.placeholder('domain'), visitorSide(sql.placeholder('demosApart'))),
    );
    expect(query.sql).toContain(`"status" = ${STATUS_APPROVED} and not "profiles"."paused"`);
    expect(query.params).not.toContain(STATUS_APPROVED);
    expect(query.sql).toMatch(/"domain" = \$1/);
  });
});
