import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `batch` at first, then `batch` more in each following
 * task until all are there. On a slow phone twenty result cards drawn in one go are one long task
 * in which the page answers no tap; in batches the first cards show as soon and the page answers
 * between them. Items added later (the next page) come the same way.
 */
export function useDrawnInBatches(total: number, batch: number): number {
  const [drawn, setDrawn] = useState(() => Math.min(total, batch));
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => Math.min(total, count + batch)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, batch]);
  return Math.min(drawn, total);
}
