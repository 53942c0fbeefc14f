import { STATUS_APPROVED } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { approvedIn } from './visibility.js';

describe('approvedIn', () => {
  it('writes the Approved status into the statement, where a prepared plan can use the partial indexes', () => {
    const query = new PgDialect().sqlToQuery(approvedIn(sql.placeholder('domain')));
    expect(query.sql).toContain(`"status" = ${STATUS_APPROVED}`);
    expect(query.params).not.toContain(STATUS_APPROVED);
    expect(query.sql).toMatch(/"domain" = \$1/);
  });
});
