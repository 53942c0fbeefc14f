/**
 * Our story, with both families' yes: consent both ways, the operator's queue, the carousel in the
 * language written, withdrawal removing the story and its files, and what is refused.
 */
import { apiArgs, apiRoute, type MemberHome } from '@varmala/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/interests-support.js';
import { GPS_EXIF, jpeg, keyOfUrl, pdf, storedFiles } from '../../test/media-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import type { TestMember } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS, photoFile, send } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const MARATHI_STORY = 'आम्ही वरमालावर भेटलो आणि पुण्यात आमचे लग्न झाले. दोन्ही कुटुंबांचे मनःपूर्वक आभार!';

async function marriedPair() {
  const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
  const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
  expect(
    (await call(ctx, groom, ...apiArgs('markMarried'), { spouse_profile_id: bride.profileId })).statusCode,
  ).toBe(200);
  expect(
    (await call(ctx, bride, ...apiArgs('confirmMarried'), { profile_id: groom.profileId })).statusCode,
  ).toBe(200);
  return { groom, bride };
}

async function tell(who: TestMember, fields: Record<string, string>, bytes?: Uint8Array) {
  return send(ctx, who, {
    ...apiRoute('createSuccessStory'),
    files: [photoFile(bytes ?? (await jpeg(1200, 800, GPS_EXIF)), 'us.jpg')],
    fields,
  });
}

const carousel = async (domain = 'varmala') =>
  (
    await ctx.app.inject({
      ...apiRoute('marriages'),
      headers: { host: domain === 'varmala' ? 'localhost' : domain },
    })
  ).json<{
    rows: { id: number; caption: string; language: string | null; large: string; url: string }[];
  }>().rows;

let operator: TestMember | undefined;
const admin = async () => {
  operator ??= await makeAdmin(ctx);
  return operator;
};

async function queue() {
  const response = await call(ctx, await admin(), ...apiArgs('adminSuccessStories', { page: 1 }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: { story_id: number; mid: string; partner_mid: string | null }[] }>().rows;
}

describe('a success story', () => {
  it('waits for the other family, then the operator; shows in its language; goes with its files when withdrawn', async () => {
    const { groom, bride } = await marriedPair();
    const told = await tell(groom, { text: MARATHI_STORY, consent: 'true' });
    expect(told.statusCode, told.body).toBe(200);
    const { story_id: storyId, state } = told.json();
    expect(state).toBe('awaiting_consent');
    expect((await queue()).map((r) => r.story_id)).not.toContain(storyId);

    // The bride's family is asked on its home; the groom's sees where it stands.
    const home = (await call(ctx, bride, ...apiArgs('memberHome'))).json<MemberHome>();
    expect(home.story_to_consent).toEqual({
      story_id: storyId,
      partner: { profile_id: groom.profileId, mid: groom.mid, name: expect.any(String) },
    });
    const mine = (await call(ctx, groom, ...apiArgs('mySuccessStory'))).json();
    expect(mine.story).toMatchObject({
      story_id: storyId,
      state: 'awaiting_consent',
      written_by_us: true,
      language: 'mr',
    });
    // Only the other family may agree.
    expect((await call(ctx, groom, ...apiArgs('consentSuccessStory', { storyId }))).statusCode).toBe(404);
    const stranger = await makeMember(ctx, { gender: 'Female' });
    expect((await call(ctx, stranger, ...apiArgs('consentSuccessStory', { storyId }))).statusCode).toBe(404);

    const agreed = await call(ctx, bride, ...apiArgs('consentSuccessStory', { storyId }));
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toEqual({ story_id: storyId, state: 'in_review' });
    expect((await call(ctx, bride, ...apiArgs('memberHome'))).json().story_to_consent).toBeNull();
    expect((await queue()).find((r) => r.story_id === storyId)).toMatchObject({
      mid: groom.mid,
      partner_mid: bride.mid,
    });

    const published = await call(ctx, await admin(), ...apiArgs('publishSuccessStory', { storyId }));
    expect(published.json()).toEqual({ story_id: storyId, state: 'published' });
    expect((await call(ctx, await admin(), ...apiArgs('publishSuccessStory', { storyId }))).statusCode).toBe(
      409,
    );
    const shown = (await carousel()).find((row) => row.caption === MARATHI_STORY);
    expect(shown).toMatchObject({ language: 'mr' });
    // The photo went through the photo rules: re-encoded, without the camera's tags.
    const served = await ctx.app.inject({ method: 'GET', url: shown?.large ?? '' });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const keys = [shown?.large, shown?.url].map((url) => keyOfUrl(url ?? ''));
    expect(keys.every((key) => storedFiles(ctx.dataDir).has(key))).toBe(true);

    // Either family withdraws, and it leaves the site at once, files and all.
    const withdrawn = await call(ctx, bride, ...apiArgs('withdrawSuccessStory', { storyId }));
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await carousel()).find((row) => row.caption === MARATHI_STORY)).toBeUndefined();
    expect(keys.some((key) => storedFiles(ctx.dataDir).has(key))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: shown?.large ?? '' })).statusCode).toBe(404);
    expect((await call(ctx, groom, ...apiArgs('mySuccessStory'))).json()).toEqual({ story: null });
    expect((await call(ctx, groom, ...apiArgs('withdrawSuccessStory', { storyId }))).statusCode).toBe(404);
  });

  it('the other family may say no before anything is shown: withdrawing takes it away', async () => {
    const { groom, bride } = await marriedPair();
    const { story_id: storyId } = (
      await tell(bride, { text: 'We met here. Thank you!', consent: 'true' })
    ).json();
    const refused = await call(ctx, groom, ...apiArgs('withdrawSuccessStory', { storyId }));
    expect(refused.statusCode).toBe(200);
    expect((await call(ctx, bride, ...apiArgs('mySuccessStory'))).json().story).toBeNull();
    expect((await queue()).map((r) => r.story_id)).not.toContain(storyId);
    // Told again, it is a story of its own.
    const again = await tell(bride, { text: 'We met here. Thank you!', consent: 'true' });
    expect(again.json().state).toBe('awaiting_consent');
  });

  it('married elsewhere it goes straight to the operator; refused, it says why and may be told again', async () => {
    const family = await makeMember(ctx, { gender: 'Male' });
    expect((await call(ctx, family, ...apiArgs('markMarried'), {})).json().status).toBe(301);
    const tamil = 'எங்கள் திருமணம் மதுரையில் நடந்தது. அனைவருக்கும் நன்றி.';
    const told = await tell(family, { text: tamil, consent: 'true' });
    expect(told.json().state).toBe('in_review');
    const storyId = told.json().story_id as number;
    const rejected = await call(ctx, await admin(), ...apiArgs('rejectSuccessStory', { storyId }), {
      reason: 'Please send a photo of the couple alone.',
    });
    expect(rejected.json()).toEqual({ story_id: storyId, state: 'rejected' });
    expect((await call(ctx, family, ...apiArgs('mySuccessStory'))).json().story).toMatchObject({
      state: 'rejected',
      reject_reason: 'Please send a photo of the couple alone.',
      language: 'ta',
      partner: null,
    });
    const retold = await tell(family, { text: tamil, consent: 'true' });
    expect(retold.statusCode, retold.body).toBe(200);
    expect(retold.json().state).toBe('in_review');
    expect((await tell(family, { text: tamil, consent: 'true' })).statusCode).toBe(409);
  });

  it('refuses what is not a story with a clear 4xx', async () => {
    const single: Member = await makeMember(ctx, { gender: 'Male' });
    const notMarried = await tell(single, { text: 'We met here.', consent: 'true' });
    expect(notMarried.statusCode).toBe(409);
    expect(notMarried.json().message_key).toBe('storyNeedsMarriage');

    const family = await makeMember(ctx, { gender: 'Female' });
    await call(ctx, family, ...apiArgs('markMarried'), {});
    const cases: [Record<string, string>, number, string][] = [
      [{ text: 'We met here.' }, 400, 'writeStory'],
      [{ text: 'We met here.', consent: 'false' }, 400, 'writeStory'],
      [{ text: '', consent: 'true' }, 400, 'writeStory'],
      [{ text: 'Call us on 98765 43210 for the details.', consent: 'true' }, 400, 'contactDetails'],
      [{ text: 'x'.repeat(1001), consent: 'true' }, 400, 'tooLong'],
    ];
    for (const [fields, status, key] of cases) {
      const response = await tell(family, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(status);
      expect(response.json().message_key).toBe(key);
    }
    const document = await tell(family, { text: 'We met here.', consent: 'true' }, pdf());
    expect(document.statusCode).toBe(415);
    expect((await call(ctx, family, ...apiArgs('mySuccessStory'))).json().story).toBeNull();
  });
});
