import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The small phone every page must fit, in CSS pixels. */
export const PHONE = { width: 360, height: 740 };

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    PHONE.width,
  );
}
