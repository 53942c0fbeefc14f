import { birthYears } from '@varmala/shared';
import { describe, expect } from 'vitest';
import { test as base, loginWithCookie } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { PHONE } from '../support/phone';
import { approve, createProfile, type Profile, uploadPhoto } from '../support/profiles';

interface World {
  bride: Profile;
  /** Has a photo of his own, so he may see others' photos. */
  groom: Profile;
}

const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => {
  const admin = await createAdmin();
  const bride = await createProfile({
    basic: { gender: 'Female', date_of_birth: `${birthYears()[5]}-05-20` },
  });
  await uploadPhoto(bride);
  await approve(admin, bride);
  const groom = await createProfile({ basic: { gender: 'Male', date_of_birth: `${birthYears()[7]}-01-09` } });
  await uploadPhoto(groom);
  return { bride, groom };
});

describe('saving data on a slow phone', () => {
  test('with Save-Data on, results come as text and a photo loads only when asked for', async ({
    world,
    context,
    page,
  }) => {
    // What Chromium reports when the member has turned on Lite mode / data saver.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    const photoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/media/')) photoRequests.push(request.url());
    });
    await page.setViewportSize(PHONE);
    await loginWithCookie(context, world.groom.member);
    await page.goto('/profile/search');

    const card = page.locator('article', { hasText: world.bride.mid });
    await card.getByRole('link', { name: world.bride.fullName }).waitFor();
    const show = card.getByRole('button', { name: /Show photo/ });
    await show.waitFor();
    await expect(card.locator('img').count()).resolves.toBe(0);
    expect(photoRequests).toEqual([]);

    await show.click();
    const photo = card.getByRole('img', { name: `Photo of ${world.bride.fullName}` });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(photoRequests).toHaveLength(1);
  });

  test('without Save-Data the photos come with the results', async ({ world, context, page }) => {
    await loginWithCookie(context, world.groom.member);
    await page.goto('/profile/search');
    const card = page.locator('article', { hasText: world.bride.mid });
    await card.getByRole('img', { name: `Photo of ${world.bride.fullName}` }).waitFor();
    await expect(card.getByRole('button', { name: /Show photo/ }).count()).resolves.toBe(0);
  });
});
