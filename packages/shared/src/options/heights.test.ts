import { describe, expect, it } from 'vitest';
import {
  HEIGHT_CM_VALUES,
  HEIGHTS,
  heightCmSchema,
  heightFt,
  MAX_HEIGHT_CM,
  MIN_HEIGHT_CM,
} from './heights.js';

describe('heights', () => {
  it('runs from 4ft 0in (122 cm) to 7ft 0in (213 cm), one option per inch', () => {
    expect(HEIGHTS).toHaveLength(37);
    expect(HEIGHTS[0]).toEqual({ cm: 122, label: '4ft 0in' });
    expect(HEIGHTS[36]).toEqual({ cm: 213, label: '7ft 0in' });
    expect([MIN_HEIGHT_CM, MAX_HEIGHT_CM]).toEqual([122, 213]);
    expect(HEIGHTS).toContainEqual({ cm: 168, label: '5ft 6in' });
    expect(HEIGHTS).toContainEqual({ cm: 152, label: '5ft 0in' });
    expect(new Set(HEIGHT_CM_VALUES).size).toBe(37);
    expect(new Set(HEIGHTS.map((h) => h.label)).size).toBe(37);
  });

  it('formats centimetres to the nearest inch', () => {
    expect(heightFt(168)).toBe('5ft 6in');
    expect(heightFt(180)).toBe('5ft 11in');
    expect(heightFt(183)).toBe('6ft 0in');
    expect(heightFt(null)).toBeNull();
    expect(heightFt(0)).toBeNull();
    for (const height of HEIGHTS) expect(heightFt(height.cm)).toBe(height.label);
  });

  it('accepts only the listed centimetres', () => {
    expect(heightCmSchema.parse(168)).toBe(168);
    expect(heightCmSchema.safeParse(167).error?.issues[0]?.message).toBe('Invalid value');
    expect(heightCmSchema.safeParse(300).success).toBe(false);
    expect(heightCmSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });
});
