import { type BookletRequest, bookletRequestSchema } from '@varmala/shared';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { melavaEvents, melavaRegistrations, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { drawInProcess } from '../../lib/pdf/drawing-process.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { inPrintedListsOf, type SiteContact, siteContactShown } from '../access/printed-lists.js';
import type { BookletContents } from './booklet-pages.js';
import type { FromBookletProcess, ToBookletProcess } from './booklet-process.js';
import { biodataOf, findBiodataRows, storedPhotoOf } from './load.js';

type Filters = z.output<typeof bookletRequestSchema>;

function bornBy(age: number, oldest: boolean): string {
  const today = new Date();
  const year = today.getUTCFullYear() - age - (oldest ? 1 : 0);
  const date = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate() + (oldest ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}

function whereOf(filters: Filters): SQL | undefined {
  return and(
    inPrintedListsOf(filters.domain),
    filters.gender ? eq(profiles.gender, filters.gender) : undefined,
    filters.state ? eq(profiles.state, filters.state) : undefined,
    filters.event_id != null
      ? inArray(
          profiles.id,
          sql`(select r.profile_id from ${melavaRegistrations} as r join ${melavaEvents} as e on e.id = r.event_id
            where r.event_id = ${filters.event_id} and r.state = 'confirmed' and e.domain = ${filters.domain})`,
        )
      : undefined,
    filters.from_age != null ? lte(profiles.dateOfBirth, bornBy(filters.from_age, false)) : undefined,
    filters.to_age != null ? gte(profiles.dateOfBirth, bornBy(filters.to_age, true)) : undefined,
  );
}

export interface BookletSources {
  db: DbOrTx;
  storage: MediaStorage;
  site: SiteContact;
  publicUrl: string;
}

const DRAWING_LIMIT_MS = 10 * 60 * 1000;

/**
 * Draws the booklet in a process of its own (booklet-process.ts), at the lowest priority, handing
 * it each stored photo as it asks. It gets the profiles' printed texts only, and no setting of the
 * server's: its environment is the path, the mode and its memory settings (`LEAN`).
 */
function drawApart(
  contents: BookletContents,
  storedPhoto: (index: number) => Promise<Buffer | null>,
): Promise<Buffer> {
  return drawInProcess<FromBookletProcess, ToBookletProcess>(
    new URL('./booklet-process.js', import.meta.url),
    'booklet',
    DRAWING_LIMIT_MS,
    { kind: 'draw', contents },
    (message, send, fail) => {
      if (message.kind !== 'photo') return;
      storedPhoto(message.index).then(
        (stored) => send({ kind: 'photo', index: message.index, stored }),
        (error: Error) => fail(error),
      );
    },
  );
}

/** Drawn apart, so searches go on while a long booklet is made. */
export async function renderBooklet(sources: BookletSources, request: BookletRequest): Promise<Buffer> {
  const filters = bookletRequestSchema.parse(request);
  if (filters.event_id != null) {
    const [event] = await sources.db
      .select({ id: melavaEvents.id })
      .from(melavaEvents)
      .where(and(eq(melavaEvents.id, filters.event_id), eq(melavaEvents.domain, filters.domain)));
    if (!event) throw new AppError('NOT_FOUND', 'eventNotFound');
  }
  const rows = (await findBiodataRows(sources.db, whereOf(filters))).sort(
    (a, b) => a.profileId - b.profileId,
  );
  const contents: BookletContents = {
    domain: filters.domain,
    lang: filters.lang,
    siteContact: siteContactShown(sources.site),
    publicUrl: sources.publicUrl,
    profiles: rows.map((row) => biodataOf(row, 'printed list', sources.site)),
  };
  return drawApart(contents, async (index) => {
    const row = rows[index];
    return row ? storedPhotoOf(sources.db, sources.storage, row, false) : null;
  });
}
