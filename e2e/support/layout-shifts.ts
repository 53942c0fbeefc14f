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
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // An element by its classes; one without (a text, a span) by its name, its text and its move.
        const moved = entry.sources.map(({ node, previousRect: was, currentRect: now }) => {
          const classes = (node as Element | undefined)?.className;
          if (typeof classes === 'string' && classes) return classes;
          const text = node?.textContent?.slice(0, 40) ?? '';
          return `${node?.nodeName ?? 'removed'} "${text}" ${was.x},${was.y} -> ${now.x},${now.y}`;
        });
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => window.layoutShifts);
}
