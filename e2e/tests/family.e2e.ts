import { birthYears, type MyFamilyResponse, SEND_TEMPLATES, type SearchResponse } from '@varmala/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import {
  apiCall,
  claimsOf,
  createMember,
  type Member,
  uniqueAddress,
  uniqueMobile,
} from '../support/factories';
import { test as base, loginWithCookie, pathOf } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from '../support/phone';
import { approve, createProfile, type Profile, uploadPhoto } from '../support/profiles';
import { latestSms } from '../support/sms-outbox';

type Language = 'mr' | 'ta';

/** The words a Marathi mother and father, and a Tamil daughter, read. */
const IN = {
  mr: {
    inUse: 'सध्या उघडलेले प्रोफाइल:',
    addSubmit: 'जोडा आणि माहिती भरा',
    yourOwn: '(आपले स्वतःचे)',
    next: 'पुढे',
    inviteSubmit: 'आमंत्रण पाठवा',
    register: 'नोंदणी करा',
    accept: 'आमंत्रण स्वीकारा',
    use: 'हे प्रोफाइल उघडा',
    shortlist: 'पसंतीच्या यादीत जोडा',
    noteTitle: 'कुटुंबाची टीप',
    noteSave: 'टीप जतन करा',
    noteSaved: 'टीप जतन केली',
    sentByFamily: 'कुटुंबाने पाठवले',
    runnersTitle: 'हे प्रोफाइल कोण चालवते',
    addedIt: 'जोडणारे',
    manages: 'चालवतात',
    notClaimed: 'वधू/वराचे स्वतःचे लॉग इन अजून नाही.',
  },
  ta: {
    candidateSubmit: 'இணைப்பை அனுப்பு',
    linkSent: 'SMS மூலம் இணைப்பு அனுப்பப்பட்டது',
    setPassword: 'என் கடவுச்சொல்லை அமை',
    whoRunsMine: 'உங்கள் சுயவிவரத்தை நடத்துபவர்கள்',
    remove: 'நீக்கு',
    leave: 'விலகு',
  },
} as const;

interface World {
  admin: Member;
  /** Approved, with a photo: the son's family shortlists her. */
  bride: Profile;
}

// biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from this pattern
const test = base.extend('world', { scope: 'file' }, async ({}): Promise<World> => {
  const admin = await createAdmin();
  const bride = await createProfile({ basic: { gender: 'Female', city: 'Belagavi' } });
  await uploadPhoto(bride);
  await approve(admin, bride);
  return { admin, bride };
});

async function phoneIn(context: BrowserContext, page: Page, language: Language): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await page.setViewportSize(PHONE);
}

async function newPhone(
  browser: Browser,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  return { context, page: await context.newPage() };
}

/** `POST /api/me/family/switch/{userId}`: a call that takes no body, so it is sent with none. */
function switchTo(userId: number | undefined, token: string): Promise<Response> {
  return fetch(`${inject('baseURL')}/api/me/family/switch/${userId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueAddress() },
  });
}

async function familyOf(member: Member): Promise<MyFamilyResponse> {
  const response = await apiCall('/me/family', { token: member.token });
  expect(response.status).toBe(200);
  return (await response.json()) as MyFamilyResponse;
}

/** The path of the link an SMS to `mobile` carries (`/family/invite/...`, `/claim/...`). */
async function linkSentTo(mobile: string, start: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      text = await latestSms(mobile);
      return text;
    })
    .toContain(start);
  const url = text?.match(/https?:\/\/\S+/)?.[0] ?? '';
  return new URL(url).pathname;
}

/**
 * Fills what a step asks for, whatever the language of its labels: the texts given by field name,
 * then the first answer of every list and choice still empty.
 */
async function fillStep(page: Page, texts: Record<string, string>): Promise<void> {
  const form = page.locator('main form').first();
  await form.waitFor();
  for (const [name, value] of Object.entries(texts)) {
    const field = form.locator(`[name="${name}"]`).first();
    if ((await field.count()) > 0 && (await field.inputValue()) === '') await field.fill(value);
  }
  const selects = form.locator('select');
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    if (!(await select.isVisible()) || (await select.inputValue()) !== '') continue;
    const first = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).find(Boolean));
    if (first) await select.selectOption(first);
  }
  const radios = form.locator('input[type=radio]');
  const names = new Set(
    await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name)),
  );
  for (const name of names) {
    const group = form.locator(`input[type=radio][name="${name}"]`);
    if (
      (await group.evaluateAll((inputs) => inputs.some((input) => (input as HTMLInputElement).checked))) ===
      false
    ) {
      await group.first().check();
    }
  }
}

async function submitStep(page: Page, next: string): Promise<void> {
  await page.locator('main form button[type=submit]').last().click();
  await page.waitForURL(`**/profile/register/${next}`);
}

/**
 * The page's tap targets under 44 px, once the toasts of what was just done have gone: their close
 * button is the toasts' library's own.
 */
async function smallTargetsOf(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  return smallTapTargets(page);
}

function familyBar(page: Page): Locator {
  return page.locator('.family-bar');
}

describe('one family, one login, on a 360 × 740 phone', () => {
  test('mr: a mother adds a son, fills his steps, switches back, invites the father; he accepts and shortlists with a note', {
    timeout: 180_000,
  }, async ({ page, context, browser, world }) => {
    const mother = await createMember({ name: 'Sunita Jadhav' });
    const noteText = 'मेळाव्यात कुटुंबाला भेटलो; दिवाळीनंतर फोन करायचा.';
    await loginWithCookie(context, mother);
    await phoneIn(context, page, 'mr');

    // The son's profile: whom it is for, and the gender it tells.
    await page.goto('/family');
    await page.locator('select[name=profile_for]').selectOption('son');
    await expect(page.locator('input[name=gender][value=Male]').isChecked()).resolves.toBe(true);
    await expectNoSidewaysScroll(page);
    await expect(smallTargetsOf(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: IN.mr.addSubmit }).click();
    await page.waitForURL('**/profile/register/basic');
    await familyBar(page).getByText(IN.mr.inUse).waitFor();

    // His six steps, acting for him.
    await fillStep(page, {
      name: 'Rohan',
      surname: 'Jadhav',
      mobile: mother.mobile,
      city: 'Belagavi',
      pincode: '590006',
    });
    await page.locator('select[name=community]').selectOption('Kshatriya');
    await page.locator('select[name=dobYear]').selectOption(String(birthYears()[3]));
    await page.locator('select[name=state]').selectOption('Karnataka');
    await submitStep(page, 'personal');
    await fillStep(page, { weight: '70' });
    await submitStep(page, 'work');
    await fillStep(page, { education_desc: 'B.E., KLE Belagavi' });
    await submitStep(page, 'photo');
    await page.getByRole('button', { name: IN.mr.next }).click();
    await page.waitForURL('**/profile/register/family');
    await fillStep(page, { father_name: 'Vijay Jadhav', mother_name: 'Sunita Jadhav' });
    await submitStep(page, 'horoscope');
    await fillStep(page, { birth_place: 'Belagavi' });
    await submitStep(page, 'complete');
    const family = await familyOf(mother);
    const son = family.profiles.find((profile) => profile.name === 'Rohan');
    expect(son).toMatchObject({ role: 'owner', gender: 'Male', profile_for: 'son', candidate_login: false });
    expect(son?.mid).toMatch(/^MM\d+$/);
    await familyBar(page).locator('.family-bar__name', { hasText: 'Rohan' }).waitFor();

    // Back to her own profile in one tap; nothing of his stays on the screen.
    await familyBar(page).locator('.family-bar__toggle').click();
    await expectNoSidewaysScroll(page);
    await expect(smallTargetsOf(page)).resolves.toEqual([]);
    await familyBar(page).getByRole('button', { name: IN.mr.yourOwn }).click();
    // Her own profile has no details yet: it opens on its first step.
    await page.waitForURL('**/profile/register/basic');
    // At once: the header is drawn again for her, and does not wait again for the page to settle.
    const ownName = familyBar(page).locator('.family-bar__name');
    await ownName.waitFor({ timeout: 2_500 });
    await expect.poll(() => ownName.textContent()).toBe(mother.name);
    await expect(page.locator('main').getByText('Rohan').count()).resolves.toBe(0);

    // The father is invited to manage the son's profile.
    const fatherMobile = uniqueMobile();
    await page.goto('/family');
    const invite = page.locator('section[aria-labelledby=family-invite]');
    await invite.locator('select[name=user_id]').selectOption(String(son?.user_id));
    await invite.locator('input[name=mobile]').fill(fatherMobile);
    await invite.getByRole('button', { name: IN.mr.inviteSubmit }).click();
    const invitation = await linkSentTo(fatherMobile, '/family/invite/');
    await expectNoSidewaysScroll(page);

    // He opens the SMS link, registers with that number and accepts.
    const father = await newPhone(browser, 'mr');
    try {
      await father.page.goto(invitation);
      await father.page.getByRole('link', { name: IN.mr.register }).click();
      await father.page.waitForURL('**/signup?next=*');
      await father.page.locator('input[name=profileFor][value=son]').check();
      await father.page.locator('input[name=name]').fill('Vijay Jadhav');
      await father.page.locator('input[name=mobileNo]').fill(fatherMobile);
      await father.page.locator('input[name=password]').fill('a-good-password');
      await father.page.locator('input[name=confirmPassword]').fill('a-good-password');
      await father.page.locator('main form button[type=submit]').click();
      await father.page.waitForURL(`**${invitation}`);
      await father.page.getByRole('button', { name: IN.mr.accept }).click();
      await father.page.waitForURL('**/family');
      const rohan = father.page.locator('.family-card').filter({ hasText: 'Rohan' });
      await rohan.waitFor();
      await expectNoSidewaysScroll(father.page);

      // Acting for his son, he shortlists a bride and writes the family's note.
      await rohan.getByRole('button', { name: new RegExp(`^${IN.mr.use}`) }).click();
      await father.page.waitForURL('**/home');
      await familyBar(father.page).locator('.family-bar__name', { hasText: 'Rohan' }).waitFor();
      await father.page.goto(`/profile/view/${world.bride.profileId}`);
      await father.page.getByRole('button', { name: IN.mr.shortlist }).click();
      const note = father.page.locator('.shortlist-note');
      await note.getByText(IN.mr.noteTitle).click();
      await note.locator('textarea').fill(noteText);
      await expectNoSidewaysScroll(father.page);
      await expect(smallTargetsOf(father.page)).resolves.toEqual([]);
      await note.getByRole('button', { name: IN.mr.noteSave }).click();
      await father.page.getByText(IN.mr.noteSaved).waitFor();

      // The shortlist shows the note; the mother, acting for the son, reads the same.
      await father.page.goto('/profile/search?shortlist=1');
      await expect
        .poll(() => father.page.locator('.shortlist-note textarea').first().inputValue())
        .toBe(noteText);
      await expectNoSidewaysScroll(father.page);
      expect(pathOf(father.page)).toBe('/profile/search');
    } finally {
      await father.context.close();
    }
    const asSon = await switchTo(son?.user_id, mother.token);
    expect(asSon.status).toBe(200);
    const { token: sonToken } = (await asSon.json()) as { token: string };
    const shortlist = await apiCall('/profile/recent/1', {
      method: 'POST',
      token: sonToken,
      body: JSON.stringify({ shortlist: true }),
    });
    expect(((await shortlist.json()) as SearchResponse).rows).toEqual([
      expect.objectContaining({ profile_id: world.bride.profileId, shortlist_note: noteText }),
    ]);

    // Approved, the son's profile sends her an interest through his family: she reads who sent it.
    const sonProfile = {
      member: mother,
      userId: son?.user_id ?? 0,
      profileId: son?.profile_id ?? 0,
      mid: son?.mid ?? '',
      fullName: 'Rohan Jadhav',
    };
    await approve(world.admin, sonProfile);

    // The operator's page of his profile says who runs it: his mother, who added it, and his father.
    const operator = await newPhone(browser, 'mr');
    try {
      await loginWithCookie(operator.context, world.admin);
      await operator.page.goto(`/profile/view/${son?.profile_id}`);
      const runners = operator.page.locator('section[aria-labelledby=profile-runners]');
      await runners.getByRole('heading', { name: IN.mr.runnersTitle }).waitFor();
      await runners.getByText(IN.mr.notClaimed).waitFor();
      await expect(runners.locator('li').filter({ hasText: mother.name }).textContent()).resolves.toContain(
        IN.mr.addedIt,
      );
      await expect(
        runners.locator('li').filter({ hasText: 'Vijay Jadhav' }).textContent(),
      ).resolves.toContain(IN.mr.manages);
      await expectNoSidewaysScroll(operator.page);
    } finally {
      await operator.context.close();
    }
    const sent = await apiCall(`/interest/${world.bride.profileId}`, {
      method: 'POST',
      token: sonToken,
      body: JSON.stringify({ template: SEND_TEMPLATES[0] }),
    });
    expect(sent.status, await sent.text()).toBe(200);
    const bride = await newPhone(browser, 'mr');
    try {
      await loginWithCookie(bride.context, world.bride.member);
      await bride.page.goto('/interests/received');
      await bride.page
        .locator('.interest-row')
        .filter({ hasText: 'Rohan' })
        .getByText(IN.mr.sentByFamily)
        .waitFor();
    } finally {
      await bride.context.close();
    }
  });

  test('ta: the daughter claims her own login and removes her uncle', { timeout: 120_000 }, async ({
    browser,
  }) => {
    const mother = await createMember({ domain: 'tamilmala', name: 'Meenakshi Sundaram' });
    const added = await apiCall('/me/family/profiles', {
      method: 'POST',
      token: mother.token,
      body: JSON.stringify({ gender: 'Female', profile_for: 'daughter' }),
    });
    expect(added.status).toBe(201);
    const daughter = (await added.json()) as { user_id: number };

    // The uncle manages her profile, by the mother's invitation.
    const uncle = await createMember({ domain: 'tamilmala', name: 'Raman Iyer' });
    const invited = await apiCall('/me/family/invites', {
      method: 'POST',
      token: mother.token,
      body: JSON.stringify({ user_id: daughter.user_id, mobile: uncle.mobile, role: 'manage' }),
    });
    expect(invited.status).toBe(200);
    const token = (await linkSentTo(uncle.mobile, '/family/invite/')).split('/').pop();
    const accepted = await apiCall('/family/invites/accept', {
      method: 'POST',
      token: uncle.token,
      body: JSON.stringify({ token }),
    });
    expect(accepted.status).toBe(200);

    // The mother sends the daughter her own login from the family page.
    const daughterMobile = uniqueMobile();
    const mothers = await newPhone(browser, 'ta');
    try {
      await loginWithCookie(mothers.context, mother);
      await mothers.page.goto('/family');
      const form = mothers.page.locator('section[aria-labelledby=family-candidate]');
      await form.locator('select[name=user_id]').selectOption(String(daughter.user_id));
      await form.locator('input[name=mobile]').fill(daughterMobile);
      await form.getByRole('button', { name: IN.ta.candidateSubmit }).click();
      await mothers.page.getByText(IN.ta.linkSent).waitFor();
      await expectNoSidewaysScroll(mothers.page);
    } finally {
      await mothers.context.close();
    }
    const claim = await linkSentTo(daughterMobile, '/claim/');

    // She sets her password from the SMS link, sees who runs her profile and removes her uncle.
    const hers = await newPhone(browser, 'ta');
    try {
      await hers.page.goto(claim);
      await hers.page.locator('input[name=password]').fill('her-own-password');
      await hers.page.locator('input[name=confirmPassword]').fill('her-own-password');
      await hers.page.getByRole('button', { name: IN.ta.setPassword }).click();
      await hers.page.waitForURL('**/home');
      await hers.page.goto('/family');
      await hers.page.getByRole('heading', { name: IN.ta.whoRunsMine }).waitFor();
      const uncleCard = hers.page.locator('.family-card').filter({ hasText: 'Raman Iyer' });
      await expect(uncleCard.textContent()).resolves.toContain(uncle.mobile.slice(-4));
      await expect(
        hers.page.locator('.family-card').filter({ hasText: 'Meenakshi Sundaram' }).count(),
      ).resolves.toBe(1);
      await expectNoSidewaysScroll(hers.page);
      await expect(smallTargetsOf(hers.page)).resolves.toEqual([]);
      await uncleCard.getByRole('button', { name: new RegExp(`^${IN.ta.remove}`) }).click();
      await hers.page.getByRole('dialog').getByRole('button', { name: IN.ta.remove, exact: true }).click();
      await uncleCard.waitFor({ state: 'detached' });
    } finally {
      await hers.context.close();
    }

    // The uncle no longer runs it: his switch to her profile is refused.
    const refused = await switchTo(daughter.user_id, uncle.token);
    expect(refused.status, await refused.text()).toBe(403);
    expect(claimsOf(uncle.token).user_id).not.toBe(daughter.user_id);

    // She runs it herself now: her mother leaves it from her own family page.
    const mothersAgain = await newPhone(browser, 'ta');
    try {
      await loginWithCookie(mothersAgain.context, mother);
      await mothersAgain.page.goto('/family');
      // Only a profile she runs for another has the button: her daughter's.
      const leave = mothersAgain.page
        .locator('section[aria-labelledby=family-profiles]')
        .getByRole('button', { name: new RegExp(`^${IN.ta.leave}`) });
      await leave.waitFor();
      await expect(leave.count()).resolves.toBe(1);
      await expectNoSidewaysScroll(mothersAgain.page);
      await expect(smallTargetsOf(mothersAgain.page)).resolves.toEqual([]);
      await leave.click();
      await mothersAgain.page
        .getByRole('dialog')
        .getByRole('button', { name: IN.ta.leave, exact: true })
        .click();
      await leave.waitFor({ state: 'detached' });
    } finally {
      await mothersAgain.context.close();
    }
    const gone = await switchTo(daughter.user_id, mother.token);
    expect(gone.status, await gone.text()).toBe(403);
  });
});
