import { apiRoute } from '@varmala/shared';
import { describe, expect, inject } from 'vitest';
import { callAs } from '../support/family-phones';
import { test as base, loginWithCookie } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { approve, createProfile, uploadPhoto } from '../support/profiles';
import { latestSms } from '../support/sms-outbox';

const test = base;

/** The code in the newest text message to `mobile`. */
async function latestCode(mobile: string): Promise<string | undefined> {
  const text = await latestSms(mobile);
  return text === undefined ? undefined : /\b(\d{6})\b/.exec(text)?.[1];
}

describe('verification badges', () => {
  test('a member confirms their mobile with the code the message brought', async ({ context, page }) => {
    const { member } = await createProfile({ basic: { gender: 'Female' } });
    await loginWithCookie(context, member);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByText(/A code was sent to/).waitFor();
    const code = await latestCode(member.mobile);
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code first, as a careless finger types it: the page says how many tries are left.
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('This code is not right. You can try 4 more times.').waitFor();

    await page.getByLabel('Code').fill(`${code?.slice(0, 3)} ${code?.slice(3)}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Mobile confirmed' }).waitFor();
    await page.getByRole('button', { name: 'Mobile confirmed' }).click();
    await page.getByText(/This family confirmed their mobile number with a code sent to it on/).waitFor();
  });

  test("another family taps the operator's badge and reads what was checked, in Marathi too", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    const bride = await createProfile({ basic: { gender: 'Female' } });
    const groom = await createProfile({ basic: { gender: 'Male' } });
    await uploadPhoto(groom);
    for (const profile of [bride, groom]) await approve(admin, profile);
    const recorded = await callAs(admin, apiRoute('addVerification', { profileId: bride.profileId }), {
      kind: 'operator_call',
    });
    expect(recorded.status).toBe(200);

    await loginWithCookie(context, groom.member);
    await page.goto(`/profile/view/${bride.profileId}`);
    const badge = page.getByRole('button', { name: 'Spoke to the family' });
    await badge.waitFor();
    await badge.click();
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(),
    );
    await page.getByText(`The site's operator spoke to this family on ${day}.`).waitFor();

    await context.addCookies([{ name: 'lang', value: 'mr', url: inject('baseURL') }]);
    await page.goto(`/profile/view/${bride.profileId}`);
    const marathi = page.getByRole('button', { name: 'कुटुंबाशी बोलणे झाले' });
    await marathi.waitFor();
    await marathi.click();
    await page.getByText(/साइटच्या संचालकांनी .* रोजी या कुटुंबाशी फोनवर बोलणे केले\./).waitFor();
  });

  test("the operator reads a profile's badges, when and by whom, and withdraws one there", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    const bride = await createProfile({ basic: { gender: 'Female' } });
    await approve(admin, bride);
    const recorded = await callAs(admin, apiRoute('addVerification', { profileId: bride.profileId }), {
      kind: 'id_seen',
      id_type: 'pan',
      id_last4: '234F',
      note: 'Seen at the office',
    });
    expect(recorded.status).toBe(200);

    await loginWithCookie(context, admin);
    await page.goto(`/profile/view/${bride.profileId}`);
    const list = page.getByRole('list', { name: 'Badges on this profile' });
    await list.getByText('PAN card ending 234F').waitFor();
    await list.getByText('Note: Seen at the office').waitFor();
    await list.getByText(/ID seen · on .* · by Site Admin/).waitFor();
    await list.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('This profile has no badges yet.').waitFor();
    const left = await callAs(admin, apiRoute('adminProfileBadges', { profileId: bride.profileId }));
    expect((await left.json()).badges).toEqual([]);
  });
});
