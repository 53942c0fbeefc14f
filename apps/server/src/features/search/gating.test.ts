import { apiArgs, apiRoute } from '@varmala/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { keyOfUrl, multipart, pdf } from '../../test/media-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { uploadPhoto } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

async function call(member: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
}

/** The groom's private details, and the stored key of his horoscope file. */
function secretsOf(member: Member, attachmentKey: string): string[] {
  return [
    member.mobile,
    ...member.secrets.mobiles,
    member.secrets.birthTime,
    member.secrets.email,
    member.secrets.address,
    attachmentKey,
  ];
}

describe('gated details of other members', () => {
  it('appear in no response of the search, view, shortlist and subscription routes without a subscription', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    await uploadPhoto(ctx, groom);
    const form = await multipart([
      { field: 'horoscope', name: 'k.pdf', type: 'application/pdf', bytes: pdf() },
    ]);
    const uploaded = await ctx.app.inject({
      ...apiRoute('uploadAttachments', { userId: groom.userId }),
      headers: { 'content-type': form.contentType, ...bearer(groom.token) },
      payload: form.payload,
    });
    const attachmentKey = keyOfUrl(uploaded.json()[0].url);
    expect(attachmentKey).toMatch(/^attachment-/);

    // A bride with a photo of her own, so nothing is held back for the photo rule alone.
    const bride = await makeMember(ctx, { gender: 'Female' });
    await uploadPhoto(ctx, bride);
    const id = groom.profileId;

    const responses: [string, LightMyRequestResponse][] = [
      ['search', await call(bride, ...apiArgs('searchProfiles', { page: 1 }), {})],
      ['add shortlist', await call(bride, ...apiArgs('addToShortlist'), { profile_id: id })],
      ['search shortlist', await call(bride, ...apiArgs('searchProfiles', { page: 1 }), { shortlist: true })],
      [
        'search filtered',
        await call(bride, ...apiArgs('searchProfiles', { page: 1 }), { birth_star: ['Rohini'] }),
      ],
      ['view', await call(bride, ...apiArgs('viewProfile', { profileId: id }))],
      ['download', await call(bride, ...apiArgs('downloadProfile', { profileId: id }))],
      ['subscription', await call(bride, ...apiArgs('subscription'))],
      ['download list', await call(bride, ...apiArgs('downloadList', { page: 1 }))],
      ['remove shortlist', await call(bride, ...apiArgs('removeFromShortlist'), { profile_id: id })],
    ];
    expect(responses.map(([name, r]) => [name, r.statusCode])).toEqual([
      ['search', 200],
      ['add shortlist', 200],
      ['search shortlist', 200],
      ['search filtered', 200],
      ['view', 200],
      ['download', 402],
      ['subscription', 402],
      ['download list', 200],
      ['remove shortlist', 200],
    ]);
    // The groom is really in the answers, with his photo: what is missing is missing by design.
    expect(responses[0]?.[1].body).toContain(groom.mid);
    expect(responses[2]?.[1].json().rows[0].photos).toHaveLength(1);

    for (const [name, response] of responses) {
      for (const secret of secretsOf(groom, attachmentKey)) {
        expect(response.body, `${name} carries ${secret}`).not.toContain(secret);
      }
      for (const key of ['mobiles', 'birth_time', 'email', 'address', 'attachments', 'pincode']) {
        expect(response.body, `${name} has a "${key}" key`).not.toContain(`"${key}"`);
      }
    }
  });

  it('stay out of search and view for a subscriber too: only the download carries them', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female' });
    const admin = await makeAdmin(ctx);
    await ctx.app.inject({
      ...apiRoute('grantSubscription'),
      headers: bearer(admin.token),
      payload: { mobile_no: bride.mobile, downloads: 5, days: 30 },
    });
    const downloaded = await call(bride, ...apiArgs('downloadProfile', { profileId: groom.profileId }));
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.json().mobiles).toEqual(groom.secrets.mobiles);

    for (const response of [
      await call(bride, ...apiArgs('searchProfiles', { page: 1 }), {}),
      await call(bride, ...apiArgs('viewProfile', { profileId: groom.profileId })),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(groom.mid);
      for (const secret of [...groom.secrets.mobiles, groom.secrets.birthTime, groom.secrets.email]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });
});
