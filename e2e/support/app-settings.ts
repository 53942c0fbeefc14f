import type { PublicConfig } from '@varmala/shared';
import type { Page } from 'playwright-core';

/** Operator settings the app under test is started with, so tests can expect what they show. */
export const E2E_WHATSAPP_NUMBER = '919800000000';
export const E2E_ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=org.varmala.app';
/** The operator's UPI address: the site takes UPI payments for its plans. */
export const E2E_UPI_VPA = 'varmala.office@okaxis';

/**
 * Until the page is closed, the site's public settings read as `changes` say: in the configuration
 * every page carries (its #public-config element) and in GET /api/config. Call it before the page's
 * first navigation: what the service worker answers later is not routed.
 */
export async function changePublicConfig(page: Page, changes: Partial<PublicConfig>): Promise<void> {
  const apply = (config: PublicConfig) => ({ ...config, ...changes });
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: apply((await response.json()) as PublicConfig) });
  });
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="public-config">)([^<]*)(<\/script>)/,
        (_, open: string, json: string, close: string) =>
          `${open}${JSON.stringify(apply(JSON.parse(json)))}${close}`,
      );
      await route.fulfill({ response, body });
    },
  );
}
