import { useEffect, useState } from 'react';

type Key = string | number;

/**
 * Of the first `drawn` items of `before`, how many `after` still begins with: those stay drawn when
 * the list changes. Items added after them (the next page) keep the prefix whole; a new list (other
 * filters) keeps only the items that are still in the same places.
 */
export function keptDrawn(before: readonly Key[], drawn: number, after: readonly Key[]): number {
  const limit = Math.min(drawn, before.length, after.length);
  let kept = 0;
  while (kept < limit && before[kept] === after[kept]) kept += 1;
  return kept;
}

const sameKeys = (a: readonly Key[], b: readonly Key[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * How many of the items with these keys to draw now: `batch` at first, then `batch` more in each
 * following task until all are there. On a slow phone twenty result cards drawn in one go are one
 * long task in which the page answers no tap; in batches the first cards show as soon and the page
 * answers between them. When the list changes, the items still in their places stay drawn and the
 * rest come the same way: the next page's items, and the whole of a list for other filters.
 */
export function useDrawnInBatches(keys: readonly Key[], batch: number): number {
  const [state, setState] = useState(() => ({ keys, drawn: Math.min(keys.length, batch) }));
  let current = state;
  if (!sameKeys(state.keys, keys)) {
    // Adjusted while rendering, so a new list is never drawn whole for one frame first.
    current = {
      keys,
      drawn: Math.max(keptDrawn(state.keys, state.drawn, keys), Math.min(keys.length, batch)),
    };
    setState(current);
  }
  const { drawn } = current;
  const total = keys.length;
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(
      () => setState((now) => ({ ...now, drawn: Math.min(now.keys.length, now.drawn + batch) })),
      0,
    );
    return () => clearTimeout(timer);
  }, [drawn, total, batch]);
  return Math.min(drawn, total);
}
