import type { Page } from 'playwright-core';

/**
 * From the start of the next page load: every layout shift not caused by the reader's own input,
 * as its score and the classes of what moved.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => (source.node as Element | undefined)?.className);
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => window.layoutShifts);
}
