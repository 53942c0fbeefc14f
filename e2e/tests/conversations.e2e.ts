/**
 * Talk after a yes (issue 54) on a 360 × 740 phone in Marathi and Tamil: once the bride's family
 * accepts, the groom's family writes from the accepted interest, each family reads the other's
 * messages live on its own phone (two browsers), the navbar counts the unread conversation, and a
 * message asking for money reaches her with the warning in her language and the way to /safety.
 * Every page walked passes axe, has 44 px tap targets, no sideways scroll and no layout shift.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoute, type Domain } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callAs, expectFitForAPhone, phoneOf } from '../support/family-phones';
import { test as base, pathOf } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { approve, createProfile, type Profile } from '../support/profiles';

type Language = 'mr' | 'ta';

/** What a Marathi and a Tamil family read and write, as a native speaker writes it. */
const IN: Record<Language, Record<string, string>> = {
  mr: {
    writeMessage: 'संदेश लिहा',
    messages: 'संदेश',
    send: 'पाठवा',
    hello: 'नमस्कार, आम्ही पुण्याहून बोलत आहोत. आपले प्रोफाइल आम्हाला आवडले.',
    reply: 'नमस्कार! आम्हालाही आनंद झाला. पुढच्या रविवारी भेटूया का?',
    money: 'आईच्या ऑपरेशनसाठी तातडीने पैसे हवे आहेत, कृपया पाठवा.',
    warning: 'या संदेशात पैसे किंवा पेमेंट मागितले आहे.',
    safetyLink: 'सुरक्षिततेविषयी सल्ला वाचा',
    safetyTitle: 'स्थळ शोधताना सुरक्षित राहा',
    numbers: 'माझा नंबर 9876543210 आहे',
    maskedNotice: 'आपल्या संदेशातील फोन नंबर, ई-मेल, लिंक किंवा UPI आयडी आम्ही लपवला आहे',
    seen: 'वाचला',
  },
  ta: {
    writeMessage: 'செய்தி எழுது',
    messages: 'செய்திகள்',
    send: 'அனுப்பு',
    hello: 'வணக்கம், நாங்கள் மதுரையிலிருந்து பேசுகிறோம். உங்கள் சுயவிவரம் எங்களுக்குப் பிடித்திருக்கிறது.',
    reply: 'வணக்கம்! எங்களுக்கும் மகிழ்ச்சி. அடுத்த ஞாயிறு சந்திக்கலாமா?',
    money: 'அம்மாவின் அறுவை சிகிச்சைக்கு அவசரமாகப் பணம் தேவை, அனுப்புங்கள்.',
    warning: 'இந்தச் செய்தி பணம் அல்லது கட்டணம் கேட்கிறது.',
    safetyLink: 'பாதுகாப்பு ஆலோசனைகளைப் படியுங்கள்',
    safetyTitle: 'வரன் தேடும்போது பாதுகாப்பாக இருங்கள்',
    numbers: 'என் எண் 9876543210',
    maskedNotice: 'உங்கள் செய்தியில் இருந்த தொலைபேசி எண், மின்னஞ்சல், இணைப்பு அல்லது UPI ஐடியை மறைத்துள்ளோம்',
    seen: 'படிக்கப்பட்டது',
  },
};

const SITE: Record<Language, Domain> = { mr: 'varmala', ta: 'tamilmala' };

const screenshots = path.resolve(import.meta.dirname, '../artifacts/conversations');
mkdirSync(screenshots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });

async function makePair(language: Language): Promise<{ bride: Profile; groom: Profile }> {
  const domain = SITE[language];
  const admin = await createAdmin(domain);
  const bride = await createProfile({ domain, basic: { gender: 'Female' } });
  const groom = await createProfile({ domain, basic: { gender: 'Male' } });
  for (const profile of [bride, groom]) await approve(admin, profile);
  // He sends an interest; her family accepts it: the conversation opens by itself.
  const sent = await callAs(groom.member, apiRoute('sendInterest', { profileId: bride.profileId }), {
    template: 'liked_profile',
  });
  expect(sent.status).toBe(200);
  const { interest_id: interestId } = (await sent.json()) as { interest_id: number };
  expect((await callAs(bride.member, apiRoute('acceptInterest', { interestId }))).status).toBe(200);
  return { bride, groom };
}

/** The composer of the thread open on the page: types the text and sends it. */
async function write(page: Page, text: string, said: Record<string, string>) {
  await page.locator('.composer textarea').fill(text);
  await page.locator('.composer').getByRole('button', { name: said.send }).click();
}

const bubble = (page: Page, text: string) => page.locator('.message', { hasText: text });

for (const language of ['mr', 'ta'] as const) {
  const said = IN[language];
  const test = base.extend('pair', { scope: 'file' }, async () => makePair(language));

  describe(`${language}: two families talk on 360 × 740 phones`, () => {
    test('he writes from the accepted interest, she reads and answers live, and is warned of a request for money', {
      timeout: 240_000,
    }, async ({ browser, pair }) => {
      const { bride, groom } = pair;
      const his = await phoneOf(browser, groom.member, language);
      const her = await phoneOf(browser, bride.member, language);
      try {
        // His family: "Write a message" on the accepted interest opens the conversation.
        await his.page.goto('/interests/accepted');
        const row = his.page.locator('.interest-row', { hasText: bride.member.name });
        await row.getByRole('link', { name: new RegExp(`^${said.writeMessage}`) }).click();
        await his.page.waitForURL(/\/conversations\/\d+$/);
        const threadPath = pathOf(his.page);
        await his.page.locator('.composer textarea').waitFor();
        await expectFitForAPhone(his.page);

        // Her family keeps the list open: his first message arrives there live, unread.
        await her.page.goto('/conversations');
        const herRow = her.page.locator('.conversation-row', { hasText: groom.member.name });
        await herRow.waitFor();
        await expectFitForAPhone(her.page);
        await write(his.page, said.hello as string, said);
        await bubble(his.page, said.hello as string).waitFor();
        await herRow.locator('.conversation-row__unread').waitFor({ timeout: 20_000 });
        await expect(herRow.locator('.conversation-row__preview').textContent()).resolves.toBe(said.hello);
        // The navbar counts it too (behind the Menu on a phone, and on the Menu button).
        await expect
          .poll(() => her.page.getByTestId('nav-messages').locator('.site-nav__badge').textContent(), {
            timeout: 70_000,
          })
          .toBe('1');
        await shot(her.page, `${language}-list`);

        // She opens it and answers; he sees the answer without reloading, and his message as read.
        await herRow.click();
        await her.page.waitForURL(`**${threadPath}`);
        await bubble(her.page, said.hello as string).waitFor();
        await write(her.page, said.reply as string, said);
        await bubble(his.page, said.reply as string).waitFor({ timeout: 20_000 });
        await bubble(his.page, said.hello as string)
          .getByText(said.seen as string, { exact: true })
          .waitFor({ timeout: 20_000 });

        // His number in a message is hidden, and he is told why.
        await write(his.page, said.numbers as string, said);
        await his.page.getByText(said.maskedNotice as string, { exact: false }).waitFor();
        await expect(
          his.page.locator('.message--mine .message__text').last().textContent(),
        ).resolves.not.toContain('9876543210');
        await expectFitForAPhone(his.page);
        await shot(his.page, `${language}-his-thread`);

        // A request for money reaches her live with the warning in her language, linking to /safety.
        await write(his.page, said.money as string, said);
        const warned = bubble(her.page, said.money as string);
        await warned.waitFor({ timeout: 20_000 });
        const warning = warned.locator('[data-warning="money"]');
        await warning.getByText(said.warning as string, { exact: false }).waitFor();
        await expect(
          bubble(her.page, said.reply as string)
            .locator('[data-warning]')
            .count(),
        ).resolves.toBe(0);
        await expectFitForAPhone(her.page);
        await shot(her.page, `${language}-her-thread`);
        await warning.getByRole('link', { name: said.safetyLink }).click();
        await her.page.waitForURL('**/safety');
        await her.page.getByRole('heading', { level: 1, name: said.safetyTitle }).waitFor();
        await expectFitForAPhone(her.page);

        expect(await his.shifts()).toEqual([]);
        expect(await her.shifts()).toEqual([]);
        expect([...her.problems, ...his.problems]).toEqual([]);
      } finally {
        await her.context.close();
        await his.context.close();
      }
    });
  });
}
