import type { DoorListRow } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { findOnDoorList } from './api/door-list';

const rows: DoorListRow[] = [
  { registration_id: 1, number: 1, mid: 'MF1001', name: 'Sneha Pawar', code: 'M1.1.1.a' },
  { registration_id: 2, number: 12, mid: 'MM1002', name: 'Rohan Kulkarni', code: 'M1.1.2.b' },
  { registration_id: 3, number: 21, mid: 'MF1003', name: 'स्नेहा जोशी', code: 'M1.1.3.c' },
];

describe('finding a family on the kept door list', () => {
  it('finds a number typed as that number only', () => {
    expect(findOnDoorList(rows, '1').map((row) => row.registration_id)).toEqual([1]);
    expect(findOnDoorList(rows, ' 12 ').map((row) => row.registration_id)).toEqual([2]);
    expect(findOnDoorList(rows, '99')).toEqual([]);
  });

  it('finds names and member ids whatever the case, in any script', () => {
    expect(findOnDoorList(rows, 'PAWAR').map((row) => row.registration_id)).toEqual([1]);
    expect(findOnDoorList(rows, 'mm1002').map((row) => row.registration_id)).toEqual([2]);
    expect(findOnDoorList(rows, 'स्नेहा').map((row) => row.registration_id)).toEqual([3]);
  });

  it('finds nothing for nothing typed', () => {
    expect(findOnDoorList(rows, '   ')).toEqual([]);
  });
});
