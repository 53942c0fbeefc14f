import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import type { Member } from '../support/factories';
import { test as base, loginWithCookie } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

const run = promisify(execFile);

/** The text of a downloaded PDF, as `pdftotext` reads it. */
async function pdfText(file: string): Promise<string> {
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
}

interface World {
  admin: Member;
  bride: Profile;
}

const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => {
  const admin = await createAdmin();
  const bride = await createProfile({ basic: { gender: 'Female', city: 'Belagavi' } });
  await approve(admin, bride);
  return { admin, bride };
});

async function openBiodataTab(page: Page) {
  await page.goto('/profile/edit/basic');
  await page.getByRole('link', { name: 'Biodata', exact: true }).click();
  await page.waitForURL('**/profile/edit/biodata');
  await page.getByRole('heading', { level: 1, name: 'Biodata to share' }).waitFor();
}

describe('the biodata tab', () => {
  test('makes a link to share on WhatsApp, opens its public page, and stops it', {
    timeout: 120_000,
  }, async ({ page, context, world }) => {
    await page.setViewportSize(PHONE);
    await loginWithCookie(context, world.bride.member);
    await openBiodataTab(page);
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Make a link' }).click();
    const shown = page.getByTestId('share-link');
    await shown.waitFor();
    const url = (await shown.textContent())?.trim() ?? '';
    expect(url).toMatch(/\/b\/[A-Za-z0-9_-]{32}$/);
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(url)}`);
    await page
      .getByText(/works until/)
      .first()
      .waitFor();

    // The page the link opens, as the family that receives it sees it: no login.
    const stranger = await context.browser()?.newContext({ viewport: PHONE });
    if (!stranger) throw new Error('no browser');
    const visitor = await stranger.newPage();
    const path = new URL(url).pathname;
    const opened = await visitor.goto(new URL(path, page.url()).toString());
    expect(opened?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: world.bride.fullName }).waitFor();
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toContain(
      world.bride.mid,
    );
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/card\.png$/,
    );
    const pdf = visitor.getByRole('link', { name: /PDF/ });
    expect(await pdf.getAttribute('href')).toContain('/biodata.pdf');
    await expectNoSidewaysScroll(visitor);

    // Stopped by the member: the page answers 404 at once.
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('No link is working now.').waitFor();
    const after = await visitor.goto(new URL(path, page.url()).toString());
    expect(after?.status()).toBe(404);
    await stranger.close();
  });

  test('saves the PDF in the language chosen, and the operator saves the booklet', {
    timeout: 120_000,
  }, async ({ page, context, world }) => {
    await loginWithCookie(context, world.bride.member);
    await openBiodataTab(page);
    const [biodata] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'मराठी' }).click(),
    ]);
    expect(biodata.suggestedFilename()).toBe('biodata-mr.pdf');
    const text = await pdfText((await biodata.path()) as string);
    expect(text).toContain(world.bride.mid);
    expect(text).toContain(world.bride.fullName);

    const office = await context.browser()?.newContext();
    if (!office) throw new Error('no browser');
    await loginWithCookie(office, world.admin);
    const desk = await office.newPage();
    await desk.goto(new URL('/admin/booklet', page.url()).toString());
    const [booklet] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('button', { name: 'Make the booklet' }).click(),
    ]);
    expect(booklet.suggestedFilename()).toBe('booklet-varmala-mr.pdf');
    // Its title page names the site in the booklet's language.
    expect(await pdfText((await booklet.path()) as string)).toContain('वरमाला');
    await office.close();
  });
});
