import type { Page } from 'playwright-core';

/**
 * Holds every request of the page to `url` until the returned function is called, as a slow line
 * would: a test sees what the page shows while it waits.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
