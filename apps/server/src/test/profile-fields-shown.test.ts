import {
  apiArgs,
  apiRoute,
  basicSection,
  type FieldDeclaration,
  familySection,
  horoscopeSection,
  personalSection,
  workSection,
} from '@varmala/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema.js';
import { biodataOf, findBiodataRow } from '../features/biodata/load.js';
import { sharePageHtml } from '../features/biodata/share-page.js';
import { type Member, makeMember } from './members.js';
import { call } from './privacy-support.js';
import { bearer, useTestApp } from './test-app.js';

// Each field is declared once (packages/shared profile-sections) and from there reaches the profile
// others view, the biodata and the member's export; a field left out of a place says why in its
// declaration (`notIn`). Read from the declarations, so a field added to a section is held to it here.

const ctx = useTestApp();
const TABLE = getTableColumns(profiles);
const SECTIONS = {
  basic: basicSection,
  personal: personalSection,
  work: workSection,
  family: familySection,
  horoscope: horoscopeSection,
};
const FIELDS = Object.entries(SECTIONS).flatMap(([part, section]) =>
  Object.entries(section.fields as Record<string, FieldDeclaration>).map(([name, field]) => ({
    part,
    name,
    field,
  })),
);
const SITE = {
  office: { kind: 'whatsapp' as const, value: '9800000001' },
  address: 'https://tamilmala.example',
};

/** A stored value changed as an edit would change it. */
function changed(value: unknown): unknown {
  if (value === null) return 'Changed';
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (Array.isArray(value)) return value.map((item) => `${item}9`);
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${Number(text.slice(0, 4)) - 1}${text.slice(4)}`;
  if (/^\d{2}:\d{2} [AP]M$/.test(text)) return text === '07:15 PM' ? '08:20 AM' : '07:15 PM';
  return `${text} changed`;
}

let groom: Member;
let bride: Member;
let row: Record<string, unknown>;
beforeAll(async () => {
  [groom, bride] = await Promise.all([
    makeMember(ctx, {
      gender: 'Male',
      domain: 'tamilmala',
      family: { mother_occupation: 'Teacher' },
      // Pune, as GET /api/places names it.
      horoscope: { birth_place_id: 1259229 },
    }),
    makeMember(ctx, { gender: 'Female', domain: 'tamilmala' }),
  ]);
  const [stored] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, groom.profileId));
  row = stored as Record<string, unknown>;
});

describe('every declared profile field', () => {
  it('has a value in the test member, so each check below sees it', () => {
    for (const { name, field } of FIELDS) {
      expect(row[field.column], `give the test member a value for ${name}`).not.toBeNull();
    }
  });

  it('is in the export under its column, gated ones too', async () => {
    const response = await call(ctx, groom, ...apiArgs('exportMyData'));
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const exported = JSON.parse(new TextDecoder().decode(files['profile.json'])).profile;
    for (const { name, field } of FIELDS) {
      const column = TABLE[field.column as keyof typeof TABLE];
      expect(exported[column.name], name).toEqual(row[field.column]);
    }
  });

  it('is on the profile others view, unless its declaration says why not, and then nowhere in it', async () => {
    const response = await ctx.app.inject({
      ...apiRoute('viewProfile', { profileId: groom.profileId }),
      headers: bearer(bride.token),
    });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    for (const { part, name, field } of FIELDS) {
      const shown = part === 'basic' ? view[name === 'date_of_birth' ? 'dob' : name] : view[part][name];
      if (field.notIn?.view) {
        expect(shown, `${name} is left out of the view`).toBeUndefined();
        for (const value of [row[field.column]].flat()) {
          expect(response.body, `${name} is left out of the view`).not.toContain(String(value));
        }
      } else {
        expect(shown, `${name} is on the view, or its declaration says why not (notIn.view)`).toEqual(
          row[field.column],
        );
      }
    }
  });

  it('is on the biodata, unless its declaration says why not, and then changing it changes nothing there', async () => {
    const stored = await findBiodataRow(ctx.database.db, eq(profiles.id, groom.profileId));
    if (!stored) throw new Error('no biodata row');
    // The member ticked the time of birth and keeps the office as contact.
    const chosen = { ...stored, biodataBirthTime: true, biodataContact: 'operator' as const };
    const page = (bio: typeof chosen) =>
      sharePageHtml({ bio: { ...biodataOf(bio, 'member', SITE), photo: null }, language: 'en', url: 'x' });
    const printed = page(chosen);
    for (const { name, field } of FIELDS) {
      const edited = page({ ...chosen, [field.column]: changed(row[field.column]) });
      if (field.notIn?.biodata) {
        expect(edited, `${name} is left out of the biodata: ${field.notIn.biodata}`).toBe(printed);
      } else {
        expect(edited, `${name} is on the biodata, or its declaration says why not (notIn.biodata)`).not.toBe(
          printed,
        );
      }
    }
  });

  it('says why, in words, wherever it is left out', () => {
    for (const { name, field } of FIELDS) {
      for (const reason of Object.values(field.notIn ?? {})) {
        expect(reason, name).toMatch(/^[A-Z].{20,}\.$/);
      }
    }
  });
});
