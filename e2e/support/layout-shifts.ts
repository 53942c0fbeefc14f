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
        // An element by its classes, one without (a text, a span) by its name and its text; each with
        // its box before and after (x,y width x height).
        const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
        const moved = entry.sources.map(({ node, previousRect: was, currentRect: now }) => {
          const classes = (node as Element | undefined)?.className;
          const text = node?.textContent?.slice(0, 40) ?? '';
          const name =
            typeof classes === 'string' && classes ? classes : `${node?.nodeName ?? 'removed'} "${text}"`;
          return `${name} ${box(was)} -> ${box(now)}`;
        });
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => window.layoutShifts);
}
