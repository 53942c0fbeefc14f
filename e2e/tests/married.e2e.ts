/**
 * Married, and fresh (issue 55) on a 360 × 740 phone in Marathi and Tamil: the groom's family marks
 * itself married to the bride it talked with and tells its story; the bride's family, on its own
 * phone, confirms the marriage and agrees to the story; the operator publishes it and the home
 * page's carousel shows it in the language it was written in. Every page walked passes axe, has
 * 44 px tap targets and no sideways scroll.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoute, type Domain } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Member } from '../support/factories';
import { callAs, expectFitForAPhone, phoneOf } from '../support/family-phones';
import { gradientPng } from '../support/files';
import { test as base } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { approve, createProfile, type Profile } from '../support/profiles';

type Language = 'mr' | 'ta';

/** What each family reads and writes, as the site says it in their language. */
const IN: Record<Language, Record<string, string>> = {
  mr: {
    homeAction: 'लग्न ठरले? इथे कळवा.',
    spouseLabel: 'आपले लग्न कोणाशी झाले?',
    markButton: 'आमचे लग्न झाले',
    congratulations: 'लग्नाबद्दल हार्दिक अभिनंदन! आपले प्रोफाइल बंद झाले आहे.',
    textLabel: 'आपली गोष्ट',
    consentLabel: 'आमची गोष्ट आणि फोटो होम पेजवर दाखवायला आमची संमती आहे.',
    storyButton: 'आमची गोष्ट पाठवा',
    awaiting: 'दुसऱ्या कुटुंबाच्या संमतीची वाट पाहत आहे.',
    inReview: 'दोन्ही कुटुंबांची संमती मिळाली; आम्ही लवकरच पाहू.',
    confirmYes: 'हो, आमचे लग्न झाले',
    consentYes: 'हो, आमची गोष्ट दाखवा',
    story: 'आम्ही वरमालावर भेटलो, दोन्ही कुटुंबे पुण्यात भेटली आणि माघ महिन्यात आमचे लग्न झाले. सर्वांचे मनःपूर्वक आभार!',
  },
  ta: {
    homeAction: 'வரன் அமைந்ததா? இங்கே தெரிவியுங்கள்.',
    spouseLabel: 'யாருடன் திருமணம் ஆனது?',
    markButton: 'எங்களுக்குத் திருமணம் ஆனது',
    congratulations: 'திருமண வாழ்த்துகள்! உங்கள் சுயவிவரம் மூடப்பட்டது.',
    textLabel: 'உங்கள் கதை',
    consentLabel: 'எங்கள் கதையும் புகைப்படமும் முகப்புப் பக்கத்தில் காட்டப்படுவதற்கு நாங்கள் சம்மதிக்கிறோம்.',
    storyButton: 'எங்கள் கதையைப் பகிருங்கள்',
    awaiting: 'மற்ற குடும்பத்தின் சம்மதத்துக்காகக் காத்திருக்கிறது.',
    inReview: 'இரு குடும்பங்களும் சம்மதித்தன; விரைவில் பார்ப்போம்.',
    confirmYes: 'ஆம், எங்களுக்குத் திருமணம் ஆனது',
    consentYes: 'ஆம், எங்கள் கதையைக் காட்டுங்கள்',
    story:
      'நாங்கள் இந்தத் தளத்தில் சந்தித்தோம்; இரு குடும்பங்களும் மதுரையில் பேசி, தை மாதம் எங்கள் திருமணம் நடந்தது. அனைவருக்கும் நன்றி!',
  },
};

const SITE: Record<Language, Domain> = { mr: 'varmala', ta: 'tamilmala' };

const screenshots = path.resolve(import.meta.dirname, '../artifacts/married');
mkdirSync(screenshots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });

/** A groom and a bride of one site who talked after her family accepted his interest. */
async function makePair(language: Language): Promise<{ bride: Profile; groom: Profile; admin: Member }> {
  const domain = SITE[language];
  const admin = await createAdmin(domain);
  const bride = await createProfile({ domain, basic: { gender: 'Female' } });
  const groom = await createProfile({ domain, basic: { gender: 'Male' } });
  for (const profile of [bride, groom]) await approve(admin, profile);
  const sent = await callAs(groom.member, apiRoute('sendInterest', { profileId: bride.profileId }), {
    template: 'liked_profile',
  });
  expect(sent.status).toBe(200);
  const { interest_id: interestId } = (await sent.json()) as { interest_id: number };
  expect((await callAs(bride.member, apiRoute('acceptInterest', { interestId }))).status).toBe(200);
  return { bride, groom, admin };
}

for (const language of ['mr', 'ta'] as const) {
  const said = IN[language];
  const test = base.extend('pair', { scope: 'file' }, async () => makePair(language));

  describe(`${language}: a marriage made here, on 360 × 740 phones`, () => {
    test('his family marks itself married and tells its story; hers agrees to both', {
      timeout: 240_000,
    }, async ({ browser, pair }) => {
      const { bride, groom, admin } = pair;
      const his = await phoneOf(browser, groom.member, language);
      const her = await phoneOf(browser, bride.member, language);
      try {
        // His family: from the home to "We are married", naming the bride they talked with.
        await his.page.goto('/home');
        await his.page.getByRole('link', { name: said.homeAction }).click();
        await his.page.waitForURL('**/married');
        await his.page.getByLabel(said.spouseLabel as string).selectOption(String(bride.profileId));
        await expectFitForAPhone(his.page);
        await his.page.getByRole('button', { name: said.markButton }).click();
        await his.page.getByRole('dialog').getByRole('button', { name: said.markButton }).click();
        await his.page.getByText(said.congratulations as string).waitFor();
        // Afresh, as the family finds it next time (the toast of the step before gone).
        await his.page.goto('/married');

        // Their story: a photo, a few lines in their language, and their yes.
        await his.page
          .locator('input[type=file]')
          .setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: gradientPng() });
        await his.page.getByLabel(said.textLabel as string).fill(said.story as string);
        await his.page.getByLabel(said.consentLabel as string, { exact: false }).check();
        await expectFitForAPhone(his.page);
        await shot(his.page, `${language}-his-story`);
        await his.page.getByRole('button', { name: said.storyButton }).click();
        await his.page.getByText(said.awaiting as string).waitFor();
        await his.page.goto('/married');
        await his.page.getByText(said.awaiting as string).waitFor();
        await expectFitForAPhone(his.page);

        // Her family, on its own phone: confirms the marriage, then agrees to the story.
        await her.page.goto('/home');
        await her.page.getByRole('button', { name: said.confirmYes }).waitFor();
        await expectFitForAPhone(her.page);
        await shot(her.page, `${language}-her-home`);
        await her.page.getByRole('button', { name: said.confirmYes }).click();
        await her.page.getByRole('button', { name: said.confirmYes }).waitFor({ state: 'detached' });
        await her.page.goto('/home');
        await her.page.getByRole('button', { name: said.consentYes }).waitFor();
        await expectFitForAPhone(her.page);
        await her.page.getByRole('button', { name: said.consentYes }).click();
        await her.page.getByRole('button', { name: said.consentYes }).waitFor({ state: 'detached' });
        await her.page.goto('/married');
        await her.page.getByText(said.inReview as string).waitFor();
        await expectFitForAPhone(her.page);

        // The operator publishes it; the home page's carousel shows it in its own language.
        const stories = await callAs(admin, apiRoute('adminSuccessStories', { page: 1 }));
        const { rows } = (await stories.json()) as { rows: { story_id: number; text: string }[] };
        const story = rows.find((row) => row.text === said.story);
        expect(story).toBeDefined();
        const published = await callAs(
          admin,
          apiRoute('publishSuccessStory', { storyId: story?.story_id as number }),
        );
        expect(published.status).toBe(200);
        // The test server answers every host as the Marathi site: its carousel is the one a browser reads here.
        if (SITE[language] === 'varmala') {
          await his.page.goto('/');
          const caption = his.page.locator('.carousel__caption', { hasText: said.story as string });
          await caption.waitFor();
          await expect(caption.getAttribute('lang')).resolves.toBe(language);
          await shot(his.page, `${language}-carousel`);
        }

        expect([...her.problems, ...his.problems]).toEqual([]);
      } finally {
        await her.context.close();
        await his.context.close();
      }
    });
  });
}
