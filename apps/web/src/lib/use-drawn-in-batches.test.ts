import { describe, expect, it } from 'vitest';
import { keptDrawn } from './use-drawn-in-batches';

describe('the cards kept drawn when the results change', () => {
  it('keeps every card drawn when the next page is added after them', () => {
    expect(keptDrawn([1, 2, 3, 4], 4, [1, 2, 3, 4, 5, 6])).toBe(4);
  });

  it('keeps only the drawn ones while earlier batches are still coming', () => {
    expect(keptDrawn([1, 2, 3, 4], 2, [1, 2, 3, 4, 5, 6])).toBe(2);
  });

  it('keeps none for a new list, even when it holds the same profiles in other places', () => {
    expect(keptDrawn([1, 2, 3, 4], 4, [9, 8, 7])).toBe(0);
    expect(keptDrawn([1, 2, 3, 4], 4, [2, 3, 4])).toBe(0);
  });

  it('keeps the cards still in their places at the top of a new list', () => {
    expect(keptDrawn([1, 2, 3, 4], 4, [1, 2, 7, 8])).toBe(2);
  });

  it('keeps no more than the new list holds', () => {
    expect(keptDrawn([1, 2, 3, 4], 4, [1, 2])).toBe(2);
    expect(keptDrawn([1, 2, 3], 3, [])).toBe(0);
  });
});
