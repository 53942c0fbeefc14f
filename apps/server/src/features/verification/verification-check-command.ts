import { carriesIdentityNumber, redactIdentityNumbers } from '@varmala/shared';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminAuditLog, profileBadges, profiles } from '../../db/schema.js';
import type { CommandResult } from '../../lib/admin-socket.js';

export const VERIFICATION_CHECK_USAGE = `  verification-check [--redact]
      List the operator's verification records (the note, a document's last characters) that carry
      something shaped like an identity number, saved before the form refused them; each is shown
      with the number written as X. With --redact the stored text becomes that, audited.`;

const FIELDS = ['note', 'idLast4'] as const;

/** The identity number itself is never printed: the operator sees each record as redaction leaves it. */
export async function verificationCheckCommand(
  db: Db,
  options: { redact?: boolean },
): Promise<CommandResult> {
  const rows = await db
    .select({
      id: profileBadges.id,
      profileId: profileBadges.profileId,
      mid: profiles.mid,
      kind: profileBadges.kind,
      verifiedAt: profileBadges.verifiedAt,
      note: profileBadges.note,
      idLast4: profileBadges.idLast4,
    })
    .from(profileBadges)
    .innerJoin(profiles, eq(profiles.id, profileBadges.profileId))
    .where(or(isNotNull(profileBadges.note), isNotNull(profileBadges.idLast4)))
    .orderBy(asc(profileBadges.id));
  const offending = rows.filter((row) => FIELDS.some((field) => carriesIdentityNumber(row[field] ?? '')));
  const checked = `${rows.length} record${rows.length === 1 ? '' : 's'} with a note checked`;
  if (offending.length === 0) return { ok: true, message: `No identity number in any record (${checked}).` };

  const lines = offending.map((row) => {
    const shown = FIELDS.filter((field) => row[field] !== null)
      .map(
        (field) =>
          `${field === 'note' ? 'note' : 'last characters'} "${redactIdentityNumbers(row[field] ?? '')}"`,
      )
      .join(', ');
    return `${row.mid} (profile ${row.profileId}), ${row.kind} of ${row.verifiedAt.toISOString().slice(0, 10)}: ${shown}`;
  });
  if (!options.redact) {
    return {
      ok: true,
      message: [
        `${offending.length} carrying an identity number (${checked}); nothing was changed, --redact writes them as shown:`,
        ...lines,
      ].join('\n'),
    };
  }
  await db.transaction(async (tx) => {
    for (const row of offending) {
      const redacted = {
        note: row.note === null ? null : redactIdentityNumbers(row.note),
        idLast4: row.idLast4 === null ? null : redactIdentityNumbers(row.idLast4),
      };
      // Written against the text read: a record changed since is left for the next run.
      await tx
        .update(profileBadges)
        .set(redacted)
        .where(
          and(
            eq(profileBadges.id, row.id),
            sql`${profileBadges.note} is not distinct from ${row.note}`,
            sql`${profileBadges.idLast4} is not distinct from ${row.idLast4}`,
          ),
        );
      await tx.insert(adminAuditLog).values({
        action: 'cli:verification-redact',
        targetType: 'profile',
        targetId: String(row.profileId),
        before: { kind: row.kind },
        after: {
          kind: row.kind,
          redacted: FIELDS.filter((field) => carriesIdentityNumber(row[field] ?? '')),
        },
      });
    }
  });
  return {
    ok: true,
    message: [`Redacted ${offending.length} (${checked}):`, ...lines].join('\n'),
  };
}
