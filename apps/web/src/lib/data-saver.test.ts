import { describe, expect, it } from 'vitest';
import { prefersLessData } from './data-saver';

describe('prefersLessData', () => {
  it('spares data when the member asked for it or the connection is 2G-slow', () => {
    expect(prefersLessData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(prefersLessData({ effectiveType: '2g' })).toBe(true);
    expect(prefersLessData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('loads pictures on a usual connection, or when the browser says nothing', () => {
    expect(prefersLessData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(prefersLessData({ effectiveType: '3g' })).toBe(false);
    expect(prefersLessData({})).toBe(false);
  });
});
