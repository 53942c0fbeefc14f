import type { Language, StageOrder } from '@varmala/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { melavaRegistrations, profiles } from '../../db/schema.js';
import { dayInIndia } from '../../lib/india-day.js';
import { drawInProcess } from '../../lib/pdf/drawing-process.js';
import { shownName } from './event-rows.js';
import { ageOn, findEvent } from './registration-rules.js';
import type { StageCandidate, StageOrderContents } from './stage-order-pages.js';
import type { FromStageOrderProcess, ToStageOrderProcess } from './stage-order-process.js';
import { optionLabel } from './texts.js';

/** Longer than any stage order takes: a drawing process that has not answered by then is stopped. */
const DRAWING_LIMIT_MS = 2 * 60 * 1000;

/** Brides and grooms in turn, each side by number, brides first; the longer side's rest at the end. */
function alternately(candidates: StageCandidate[]): StageCandidate[] {
  const brides = candidates.filter((c) => c.gender === 'Female');
  const grooms = candidates.filter((c) => c.gender === 'Male');
  const turns: StageCandidate[] = [];
  for (let i = 0; i < Math.max(brides.length, grooms.length); i += 1) {
    if (brides[i]) turns.push(brides[i] as StageCandidate);
    if (grooms[i]) turns.push(grooms[i] as StageCandidate);
  }
  return turns;
}

/** The order the candidates go up in; `candidates` come by number. */
export function inStageOrder(candidates: StageCandidate[], order: StageOrder): StageCandidate[] {
  if (order === 'alternate') return alternately(candidates);
  // The youngest first; of one age, by number.
  if (order === 'age') return [...candidates].sort((a, b) => a.age - b.age || a.number - b.number);
  return candidates;
}

function drawApart(contents: StageOrderContents): Promise<Buffer> {
  return drawInProcess<FromStageOrderProcess, ToStageOrderProcess>(
    new URL('./stage-order-process.js', import.meta.url),
    'stage order',
    DRAWING_LIMIT_MS,
    { kind: 'draw', contents },
  );
}

/**
 * `GET /api/admin/events/{eventId}/stage-order.pdf`: who goes up on the stage, in which order,
 * with number, name, age, education, work and city. Once the doors opened (a pass was scanned),
 * only those who came; before, every confirmed candidate, so the order can be printed the night
 * before. Drawn in a process of its own, as the booklet is.
 */
export async function stageOrderPdf(
  db: Db,
  admin: AuthUser,
  eventId: number,
  query: { lang: Language; order: StageOrder },
): Promise<{ pdf: Buffer; name: string }> {
  const event = await findEvent(db, admin.domain, eventId);
  const [doors] = await db
    .select({ open: sql<boolean>`count(*) > 0` })
    .from(melavaRegistrations)
    .where(and(eq(melavaRegistrations.eventId, eventId), isNotNull(melavaRegistrations.checkedInAt)));
  const checkedInOnly = doors?.open ?? false;
  const rows = await db
    .select({
      number: melavaRegistrations.number,
      name: shownName,
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      education: profiles.education,
      profession: profiles.profession,
      city: profiles.city,
    })
    .from(melavaRegistrations)
    .innerJoin(profiles, eq(profiles.id, melavaRegistrations.profileId))
    .where(
      and(
        eq(melavaRegistrations.eventId, eventId),
        eq(melavaRegistrations.state, 'confirmed'),
        checkedInOnly ? isNotNull(melavaRegistrations.checkedInAt) : undefined,
      ),
    )
    .orderBy(melavaRegistrations.number);
  const day = dayInIndia(event.startsAt);
  const candidates = rows.map((row) => ({
    number: row.number as number,
    name: row.name,
    gender: row.gender,
    age: ageOn(row.dateOfBirth, day),
    education: optionLabel(query.lang, 'education', row.education),
    work: optionLabel(query.lang, 'profession', row.profession),
    city: row.city,
  }));
  const pdf = await drawApart({
    domain: event.domain,
    lang: query.lang,
    order: query.order,
    event: { name: event.name, startsAt: event.startsAt.toISOString(), place: event.place },
    checkedInOnly,
    candidates: inStageOrder(candidates, query.order),
  });
  return { pdf, name: `stage-order-${eventId}-${query.order}-${query.lang}.pdf` };
}
