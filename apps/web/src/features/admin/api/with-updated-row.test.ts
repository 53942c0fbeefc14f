import type { AdminProfileListResponse, AdminProfileRow } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { withUpdatedRow } from './with-updated-row';

const row = (profile_id: number, status = 0): AdminProfileRow => ({
  profile_id,
  mid: `MF${1000 + profile_id}`,
  name: `Name ${profile_id}`,
  surname: 'Patil',
  gender: 'Female',
  dob: '1999-03-14',
  city: 'Belagavi',
  domain: 'varmala',
  status,
  status_label: status === 200 ? 'Approved' : 'Unverified',
  is_featured: false,
  featured_consent: false,
  pending_changes: null,
  refusal: null,
  registered_by_operator: false,
  paused_for: null,
});
const page = (ids: number[], count: number): AdminProfileListResponse => ({
  rows: ids.map((id) => row(id)),
  count,
});

describe('admin profile pages after a change', () => {
  it('replace the changed row wherever it is, leaving the others', () => {
    const pages = [page([9, 8], 3), page([7], 3)];
    const updated = withUpdatedRow(pages, row(7, 200));
    expect(updated[1]?.rows[0]).toMatchObject({ profile_id: 7, status: 200, status_label: 'Approved' });
    expect(updated[0]).toEqual(pages[0]);
  });
});
