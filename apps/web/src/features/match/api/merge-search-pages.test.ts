import type { ProfileListItem, SearchResponse } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { mergeSearchPages } from './merge-search-pages';

const row = (profile_id: number, hasShortlisted = false) =>
  ({ profile_id, name: `Profile ${profile_id}`, hasShortlisted }) as ProfileListItem;

const page = (ids: number[], count: number, photo_nudge = false): SearchResponse => ({
  rows: ids.map((id) => row(id)),
  count,
  photo_nudge,
});

describe('search pages', () => {
  it('append later pages to the first', () => {
    const merged = mergeSearchPages([page([9, 8], 4), page([7, 6], 4)]);
    expect(merged.rows.map((r) => r.profile_id)).toEqual([9, 8, 7, 6]);
    expect(merged.count).toBe(4);
  });

  it('keep a profile that shows up on two pages once, where it was first, with the newer data', () => {
    const second: SearchResponse = {
      rows: [{ ...row(8), hasShortlisted: true }, row(7)],
      count: 5,
      photo_nudge: true,
    };
    const merged = mergeSearchPages([page([9, 8], 4), second]);
    expect(merged.rows.map((r) => [r.profile_id, r.hasShortlisted])).toEqual([
      [9, false],
      [8, true],
      [7, false],
    ]);
    expect(merged).toMatchObject({ count: 5, photo_nudge: true });
  });

  it('are empty before any page arrives', () => {
    expect(mergeSearchPages([])).toEqual({ rows: [], count: 0, photo_nudge: false });
  });
});
