import { describe, expect, it } from 'vitest';
import { mergeProfilePages, nextProfilePage } from './profile-pages';

const row = (profile_id: number, shortlisted = false) => ({ profile_id, shortlisted });
const page = (ids: number[], count: number) => ({ rows: ids.map((id) => row(id)), count });

describe('profile pages', () => {
  it('append later pages to the first and take the latest count', () => {
    const merged = mergeProfilePages([page([9, 8], 5), page([7, 6], 4)]);
    expect(merged.rows.map((r) => r.profile_id)).toEqual([9, 8, 7, 6]);
    expect(merged.count).toBe(4);
  });

  it('keep a profile that shows up on two pages once, where it was first, with the newer data', () => {
    const second = { rows: [row(8, true), row(7)], count: 5 };
    const merged = mergeProfilePages([page([9, 8], 4), second]);
    expect(merged.rows.map((r) => [r.profile_id, r.shortlisted])).toEqual([
      [9, false],
      [8, true],
      [7, false],
    ]);
    expect(merged.count).toBe(5);
  });

  it('are empty before any page arrives', () => {
    expect(mergeProfilePages([])).toEqual({ rows: [], count: 0 });
  });

  it('ask for the next page until the rows loaded reach the count, or a page comes back empty', () => {
    const first = page([9, 8], 3);
    expect(nextProfilePage(first, [first], 1)).toBe(2);
    const second = page([7], 3);
    expect(nextProfilePage(second, [first, second], 2)).toBeUndefined();
    const empty = page([], 5);
    expect(nextProfilePage(empty, [first, empty], 2)).toBeUndefined();
  });
});
