import { basicSection } from '@varmala/shared';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { SECTIONS } from './sections.js';

describe('profile sections', () => {
  const columns = Object.keys(getTableColumns(profiles));

  it.each(Object.entries({ basic: basicSection, ...SECTIONS }))(
    'the %s section declares only columns of the profiles table, each once',
    (_, section) => {
      const declared = Object.values(section.columns);
      expect(declared.filter((column) => !columns.includes(column))).toEqual([]);
      expect(new Set(declared).size).toBe(declared.length);
    },
  );

  it('no two sections write the same column', () => {
    const all = [basicSection, ...Object.values(SECTIONS)].flatMap((section) =>
      Object.values(section.columns),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('a saved step goes to its columns and comes back as it was sent', () => {
    const request = SECTIONS.family.request.parse({
      father_name: 'Ramesh',
      father_alive: 'true',
      mother_name: 'Sunita',
      mother_alive: false,
      sisters: '2',
      sisters_married: 1,
    });
    const row = SECTIONS.family.toColumns(request);
    expect(row).toMatchObject({
      fatherName: 'Ramesh',
      fatherAlive: true,
      sisters: 2,
      sistersMarried: 1,
      brothers: null,
    });
    expect(SECTIONS.family.fromRow(row)).toMatchObject({
      father_name: 'Ramesh',
      sisters_married: 1,
      about_family: null,
    });
    expect(SECTIONS.family.fromRow(undefined)).toEqual(
      Object.fromEntries(SECTIONS.family.names.map((name) => [name, null])),
    );
  });
});
