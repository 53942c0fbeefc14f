import type { BiodataContact, Domain } from '@varmala/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { photos, profiles } from '../../db/schema.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { printablePhoto } from './render.js';

/** What a biodata shows of a profile: no address, no e-mail, no mobile unless chosen as contact. */
export interface Biodata {
  profileId: number;
  mid: string;
  domain: Domain;
  name: string;
  surname: string;
  gender: 'Male' | 'Female';
  age: number;
  height: number | null;
  education: string | null;
  educationDesc: string | null;
  profession: string | null;
  position: string | null;
  workLocation: string | null;
  fatherName: string | null;
  fatherAlive: boolean | null;
  fatherOccupation: string | null;
  motherName: string | null;
  motherAlive: boolean | null;
  motherOccupation: string | null;
  brothers: number | null;
  brothersMarried: number | null;
  sisters: number | null;
  sistersMarried: number | null;
  familyStatus: string | null;
  community: string;
  gothram: string | null;
  birthStar: string | null;
  raasi: string | null;
  padham: number | null;
  birthPlace: string | null;
  /** Only when the member ticked it. */
  birthTime: string | null;
  contact: { kind: BiodataContact; number: string | null };
  /** A JPEG, when the profile has a photo that may be shown. */
  photo: Buffer | null;
}

export const biodataColumns = {
  profileId: profiles.id,
  userId: profiles.userId,
  mid: profiles.mid,
  domain: profiles.domain,
  status: profiles.status,
  paused: profiles.paused,
  photoVisibility: profiles.photoVisibility,
  name: profiles.name,
  surname: profiles.surname,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  height: profiles.height,
  education: profiles.education,
  educationDesc: profiles.educationDesc,
  profession: profiles.profession,
  position: profiles.position,
  workLocation: profiles.workLocation,
  fatherName: profiles.fatherName,
  fatherAlive: profiles.fatherAlive,
  fatherOccupation: profiles.fatherOccupation,
  motherName: profiles.motherName,
  motherAlive: profiles.motherAlive,
  motherOccupation: profiles.motherOccupation,
  brothers: profiles.brothers,
  brothersMarried: profiles.brothersMarried,
  sisters: profiles.sisters,
  sistersMarried: profiles.sistersMarried,
  familyStatus: profiles.familyStatus,
  community: profiles.community,
  gothram: profiles.gothram,
  birthStar: profiles.birthStar,
  raasi: profiles.raasi,
  padham: profiles.padham,
  birthPlace: profiles.birthPlace,
  birthTime: profiles.birthTime,
  mobiles: profiles.mobiles,
  biodataBirthTime: profiles.biodataBirthTime,
  biodataContact: profiles.biodataContact,
  biodataGuardianMobile: profiles.biodataGuardianMobile,
};

export type BiodataRow = Awaited<ReturnType<typeof findBiodataRows>>[number];

/** Whole years from a 'YYYY-MM-DD' birth date to today. */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const before =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/**
 * Where the biodata is printed decides its contact and photo. A member's own biodata and its
 * shared page follow the member's choices; the operator's booklet always gives the site's number.
 */
export type Audience = 'member' | 'booklet';

export function biodataOf(
  row: BiodataRow,
  audience: Audience,
  operatorNumber: string | undefined,
): Omit<Biodata, 'photo'> {
  const kind: BiodataContact = audience === 'booklet' ? 'operator' : row.biodataContact;
  const number =
    kind === 'own'
      ? (row.mobiles[0] ?? null)
      : kind === 'guardian'
        ? row.biodataGuardianMobile
        : (operatorNumber ?? null);
  return {
    profileId: row.profileId,
    mid: row.mid,
    domain: row.domain,
    name: row.name,
    surname: row.surname,
    gender: row.gender,
    age: ageOn(row.dateOfBirth),
    height: row.height,
    education: row.education,
    educationDesc: row.educationDesc,
    profession: row.profession,
    position: row.position,
    workLocation: row.workLocation,
    fatherName: row.fatherName,
    fatherAlive: row.fatherAlive,
    fatherOccupation: row.fatherOccupation,
    motherName: row.motherName,
    motherAlive: row.motherAlive,
    motherOccupation: row.motherOccupation,
    brothers: row.brothers,
    brothersMarried: row.brothersMarried,
    sisters: row.sisters,
    sistersMarried: row.sistersMarried,
    familyStatus: row.familyStatus,
    community: row.community,
    gothram: row.gothram,
    birthStar: row.birthStar,
    raasi: row.raasi,
    padham: row.padham,
    birthPlace: row.birthPlace,
    birthTime: audience === 'member' && row.biodataBirthTime ? row.birthTime : null,
    contact: { kind, number: kind === 'guardian' && !number ? (operatorNumber ?? null) : number },
  };
}

export async function findBiodataRows(db: DbOrTx, where: SQL | undefined) {
  return db.select(biodataColumns).from(profiles).where(where);
}

export async function findBiodataRow(db: DbOrTx, condition: SQL): Promise<BiodataRow | undefined> {
  const [row] = await db.select(biodataColumns).from(profiles).where(condition).limit(1);
  return row;
}

/**
 * The stored file of the photo a biodata prints: others see only an approved one, and none that
 * the member keeps for their shortlist.
 */
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

/** The photo a biodata prints (`storedPhotoOf`), as a small JPEG. */
export async function photoOf(...which: Parameters<typeof storedPhotoOf>): Promise<Buffer | null> {
  const stored = await storedPhotoOf(...which);
  return stored && printablePhoto(stored);
}
