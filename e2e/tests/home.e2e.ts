import { randomInt } from 'node:crypto';
import type { FeaturedResponse, MeResponse, PublicConfig } from '@varmala/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { changePublicConfig, E2E_WHATSAPP_NUMBER } from '../support/app-settings';
import { seriousAxeViolations } from '../support/axe';
import { apiCall } from '../support/factories';
import { loginWithCookie, loginWithForm, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { recordLayoutShifts } from '../support/layout-shifts';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile, uploadMarriage, uploadPhoto } from '../support/profiles';

/** What Chrome does when the site can be installed. */
function offerInstallation(page: Page): Promise<void> {
  return page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
    });
    window.dispatchEvent(offer);
  });
}

/** Scrolls a lazy image into view and waits until the browser has decoded it. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);
}

describe('home page', () => {
  test('shows featured brides and grooms, the happy marriages and registration on WhatsApp', async ({
    page,
  }) => {
    const suffix = randomInt(100_000, 1_000_000);
    const admin = await createAdmin();
    const bride = await createProfile({
      basic: { name: `Meera ${suffix}`, gender: 'Female', city: 'Dharwad' },
    });
    await uploadPhoto(bride);
    await approve(admin, bride, true);
    const groom = await createProfile({
      basic: { name: `Nikhil ${suffix}`, gender: 'Male', city: 'Kolhapur' },
    });
    await approve(admin, groom, true);
    const approvedOnly = await createProfile({ basic: { name: `Pallavi ${suffix}`, gender: 'Female' } });
    await approve(admin, approvedOnly);
    const caption = `Sneha and Amit ${suffix}, married in Belagavi`;
    await uploadMarriage(admin, caption);

    await page.setViewportSize(PHONE);
    await page.goto('/');
    const brides = page.getByRole('region', { name: 'Featured brides' });
    const brideCard = brides.getByRole('listitem').filter({ hasText: `Meera ${suffix}` });
    await brideCard.waitFor();
    await expect(brideCard.textContent()).resolves.toContain('Dharwad');
    const thumbnail = brideCard.locator('img');
    await expect(thumbnail.getAttribute('src')).resolves.toMatch(/^\/api\/media\/photo-[0-9a-f]{32}\.webp\?/);
    await expect(thumbnail.getAttribute('loading')).resolves.toBe('lazy');
    await expect(thumbnail.getAttribute('width')).resolves.toBe('200');
    await expect(thumbnail.getAttribute('height')).resolves.toBe('200');
    await expectLoaded(thumbnail);

    const groomCard = page
      .getByRole('region', { name: 'Featured grooms' })
      .getByRole('listitem')
      .filter({ hasText: `Nikhil ${suffix}` });
    await expect(groomCard.textContent()).resolves.toContain('Kolhapur');
    await groomCard.getByRole('img', { name: 'No photo yet' }).waitFor();
    await expect(page.getByText(`Pallavi ${suffix}`).count()).resolves.toBe(0);

    const marriages = page.getByRole('region', { name: 'Happy marriages' });
    const story = marriages.getByRole('figure').filter({ hasText: caption });
    const photo = story.locator('img');
    await expect(photo.getAttribute('srcset')).resolves.toMatch(/ 200w, .+ 800w, .+ 1600w$/);
    await expect(photo.getAttribute('loading')).resolves.toBe('lazy');
    await expectLoaded(photo);
    await marriages.getByRole('button', { name: 'Next photo' }).waitFor();

    const whatsapp = page.getByRole('region', { name: 'Register through WhatsApp' });
    await expect(
      whatsapp.getByRole('link', { name: /^Send details on WhatsApp/ }).getAttribute('href'),
    ).resolves.toMatch(new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_NUMBER}\\?text=`));

    // Nothing gated reaches the page: no mobile number, in the page or in what it fetched.
    await expect(page.content()).resolves.not.toContain(bride.member.mobile);
    const featured = await (await apiCall('/featured')).text();
    for (const profile of [bride, groom]) expect(featured).not.toContain(profile.member.mobile);
    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test('is an installable app whose service worker keeps no API answers', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await fetch(`${inject('baseURL')}${href}`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const { name, start_url, display, icons } = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect({ name, start_url, display }).toEqual({ name: 'Varmala', start_url: '/', display: 'standalone' });
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const response = await fetch(`${inject('baseURL')}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }

    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toBe(`${inject('baseURL')}/sw.js`);
    // Under the worker's control, the page loads again with its API calls.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
  });

  test('offers to install the site on a phone when there is no store app', async ({ page }) => {
    await changePublicConfig(page, { android_app_url: null });
    await page.setViewportSize(PHONE);
    // The app's code arrives late, as on a slow line: the offer comes before it runs.
    const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const banner = page.getByRole('complementary', { name: 'Android app' });
    await expect(banner.count()).resolves.toBe(0);

    // What Chrome does when the site can be installed.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.body.dataset.installAsked = 'yes';
          return Promise.resolve();
        },
      });
      window.dispatchEvent(offer);
    });
    release();
    await banner.getByText('Add Varmala to your home screen: it opens like an app.').waitFor();
    await banner.getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.installAsked)).toBe('yes');
    await banner.waitFor({ state: 'detached' });
  });

  test('nothing moves while the page loads on a phone, nor when the install offer comes', async ({
    page,
  }) => {
    const suffix = randomInt(100_000, 1_000_000);
    const admin = await createAdmin();
    const bride = await createProfile({ basic: { name: `Gauri ${suffix}`, gender: 'Female' } });
    await uploadPhoto(bride);
    await approve(admin, bride, true);
    await uploadMarriage(admin, `Kavya and Rohan ${suffix}`);
    const config = (await (await apiCall('/config')).json()) as PublicConfig;
    expect(config.whatsapp_number).not.toBeNull();
    // No store app: the banner is the browser's install offer, which comes when the browser decides.
    await changePublicConfig(page, { android_app_url: null });
    const layoutShifts = await recordLayoutShifts(page);
    await page.setViewportSize(PHONE);

    await page.goto('/');
    await page
      .getByRole('listitem')
      .filter({ hasText: `Gauri ${suffix}` })
      .waitFor();
    await page.getByRole('region', { name: 'Register through WhatsApp' }).waitFor();
    // On a phone the Help link is in the menu, there once the configuration is.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Help/, includeHidden: true })
      .waitFor({ state: 'attached' });
    await offerInstallation(page);
    await page.getByRole('complementary', { name: 'Android app' }).waitFor();
    await expect(layoutShifts()).resolves.toEqual([]);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await offerInstallation(page);
    await page.getByRole('complementary', { name: 'Android app' }).waitFor();
    await expect(layoutShifts()).resolves.toEqual([]);
  });

  test('a profile is featured only while its member agrees; its card opens the login for a visitor, then the profile', {
    timeout: 120_000,
  }, async ({ browser }) => {
    const suffix = randomInt(100_000, 1_000_000);
    const admin = await createAdmin();
    const bride = await createProfile({
      basic: { name: `Kavya ${suffix}`, gender: 'Female', city: 'Hubballi' },
    });
    await approve(admin, bride);
    const feature = (status: boolean) =>
      apiCall(`/admin/profile/${bride.profileId}/featured`, {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({ profile_id: bride.profileId, status }),
      });
    expect((await feature(true)).status).toBe(409);

    // The member agrees on her phone, from the photo step of edit mode.
    const memberContext = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    await loginWithCookie(memberContext, bride.member);
    const phone = await memberContext.newPage();
    await phone.goto('/profile/edit/photo');
    const consent = phone.getByLabel('Yes, my profile may be featured on the home page');
    await expect(consent.isChecked()).resolves.toBe(false);
    await consent.check();
    await expect
      .poll(
        async () =>
          ((await (await apiCall('/me', { token: bride.member.token })).json()) as MeResponse).profile
            ?.featured_consent,
      )
      .toBe(true);
    await phone.reload();
    await expect(consent.isChecked()).resolves.toBe(true);
    await expectNoSidewaysScroll(phone);
    await expect(seriousAxeViolations(phone)).resolves.toEqual([]);
    expect((await feature(true)).status).toBe(200);

    // A visitor's tap on the card leads to the login, and from there to the profile.
    const visitorContext = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const card = visitor.getByRole('link', { name: new RegExp(`Kavya ${suffix}`) });
    await card.click();
    await visitor.waitForURL('**/login');
    const viewer = await createProfile({ basic: { gender: 'Male' } });
    await approve(admin, viewer);
    await loginWithForm(visitor, viewer.member);
    await visitor.waitForURL(`**/profile/view/${bride.profileId}`);

    // Taking the consent back takes her off the home page at once.
    await consent.uncheck();
    await expect
      .poll(async () =>
        ((await (await apiCall('/featured')).json()) as FeaturedResponse).brides.map((b) => b.name),
      )
      .not.toContain(`Kavya ${suffix}`);
    await memberContext.close();
    await visitorContext.close();
  });
});
