import type { ProfileListItem, SearchResponse } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { mergeSearchPages } from './merge-search-pages';

const row = (profile_id: number) => ({ profile_id, name: `Profile ${profile_id}` }) as ProfileListItem;

const page = (ids: number[], count: number, photo_nudge = false): SearchResponse => ({
  rows: ids.map((id) => row(id)),
  count,
  photo_nudge,
});

describe('search pages', () => {
  it('merge the rows and take the count and the photo nudge of the latest page', () => {
    const merged = mergeSearchPages([page([9, 8], 4), page([8, 7], 5, true)]);
    expect(merged.rows.map((r) => r.profile_id)).toEqual([9, 8, 7]);
    expect(merged).toMatchObject({ count: 5, photo_nudge: true });
  });

  it('are empty before any page arrives', () => {
    expect(mergeSearchPages([])).toEqual({ rows: [], count: 0, photo_nudge: false });
  });
});
