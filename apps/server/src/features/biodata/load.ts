import {
  basicSection,
  type Domain,
  familySection,
  horoscopeSection,
  personalSection,
  workSection,
} from '@varmala/shared';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { photos, profiles } from '../../db/schema.js';
import type { BirthPositions } from '../../lib/birth-sky/birth-chart.js';
import { skyOfProfile } from '../../lib/birth-sky/profile-sky.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { asPrintedListShows, type PrintedContact, type SiteContact } from '../access/printed-lists.js';
import { memberContactOf } from './contact.js';
import { printablePhoto } from './render.js';

export const PRINTED_SECTIONS = [basicSection, personalSection, workSection, familySection, horoscopeSection];

export type PrintedValue = string | number | boolean | readonly string[] | null;

/** No address, no e-mail, no mobile (`notIn.biodata`). */
export interface Biodata {
  profileId: number;
  mid: string;
  domain: Domain;
  name: string;
  surname: string;
  age: number;
  fields: Readonly<Record<string, PrintedValue>>;
  birthTime: string | null;
  /** Only when the member chose it and it can be computed. */
  chart: BirthPositions | null;
  contact: PrintedContact;
  photo: Buffer | null;
}

const TABLE = getTableColumns(profiles);

const printedColumns = Object.fromEntries(
  PRINTED_SECTIONS.flatMap((section) =>
    section.shownIn('biodata').map((name) => {
      const column = (section.columns as Record<string, string>)[name] as keyof typeof TABLE;
      return [column, TABLE[column]];
    }),
  ),
);

export const biodataColumns = {
  ...printedColumns,
  profileId: profiles.id,
  userId: profiles.userId,
  mid: profiles.mid,
  domain: profiles.domain,
  status: profiles.status,
  paused: profiles.paused,
  photoVisibility: profiles.photoVisibility,
  name: profiles.name,
  surname: profiles.surname,
  dateOfBirth: profiles.dateOfBirth,
  birthTime: profiles.birthTime,
  birthPlaceId: profiles.birthPlaceId,
  biodataChart: profiles.biodataChart,
  mobiles: profiles.mobiles,
  biodataBirthTime: profiles.biodataBirthTime,
  biodataContact: profiles.biodataContact,
  biodataGuardianMobile: profiles.biodataGuardianMobile,
};

export type BiodataRow = Awaited<ReturnType<typeof findBiodataRows>>[number];

export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const before =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/** What the office prints or broadcasts shows what a printed list may show (`asPrintedListShows`). */
export type Audience = 'member' | 'printed list';

export function biodataOf(row: BiodataRow, audience: Audience, site: SiteContact): Omit<Biodata, 'photo'> {
  const bio = chosenBiodataOf(row, site);
  return audience === 'member' ? bio : asPrintedListShows(bio, site);
}

function chosenBiodataOf(row: BiodataRow, site: SiteContact): Omit<Biodata, 'photo'> {
  const stored = row as Record<string, unknown>;
  const fields: Record<string, PrintedValue> = {};
  for (const section of PRINTED_SECTIONS) {
    const columns = section.columns as Record<string, string>;
    for (const name of section.shownIn('biodata')) {
      fields[name] = (stored[columns[name] as string] as PrintedValue | undefined) ?? null;
    }
  }
  const { birth_time: _chosenBelow, ...printed } = fields;
  return {
    profileId: row.profileId,
    mid: row.mid,
    domain: row.domain,
    name: row.name,
    surname: row.surname,
    age: ageOn(row.dateOfBirth),
    fields: printed,
    birthTime: row.biodataBirthTime ? row.birthTime : null,
    chart: row.biodataChart ? (skyOfProfile(row) ?? null) : null,
    contact: memberContactOf(row, site),
  };
}

export async function findBiodataRows(db: DbOrTx, where: SQL | undefined) {
  return db.select(biodataColumns).from(profiles).where(where);
}

export async function findBiodataRow(db: DbOrTx, condition: SQL): Promise<BiodataRow | undefined> {
  const [row] = await db.select(biodataColumns).from(profiles).where(condition).limit(1);
  return row;
}

/** Only an approved one, and none the member keeps for their shortlist. */
export async function storedPhotoOf(
  db: DbOrTx,
  storage: MediaStorage,
  row: Pick<BiodataRow, 'profileId' | 'photoVisibility'>,
  mine: boolean,
): Promise<Buffer | null> {
  if (!mine && row.photoVisibility !== 'members') return null;
  const [photo] = await db
    .select({ key: photos.largeKey })
    .from(photos)
    .where(
      mine
        ? eq(photos.profileId, row.profileId)
        : and(eq(photos.profileId, row.profileId), eq(photos.approved, true)),
    )
    .orderBy(asc(photos.id))
    .limit(1);
  if (!photo) return null;
  const stored = await storage.get(photo.key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function photoOf(...which: Parameters<typeof storedPhotoOf>): Promise<Buffer | null> {
  const stored = await storedPhotoOf(...which);
  return stored && printablePhoto(stored);
}
