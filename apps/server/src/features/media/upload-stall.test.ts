import { describe, expect, it, vi } from 'vitest';
import { jpeg, multipart } from '../../test/media-support.js';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { socketUploads } from '../../test/socket-upload.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  uploads: { perMember: 1, maxBufferedBytes: 1024 * 1024, stalledAfterMs: 300 },
});
const upload = socketUploads(ctx);

describe('an upload that stops arriving', () => {
  it('is dropped, and the member has their place back', async () => {
    const asha = await makeMember(ctx, NEW_PROFILE);
    const url = `/api/profile/${asha.userId}/photo`;
    const form = await multipart([
      { field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg(400, 300) },
    ]);
    // Half the body, then nothing, with the connection left open: as a phone that lost its signal.
    const stalled = upload(asha, url, form, Math.floor(form.payload.length / 2));
    expect((await stalled.answer).status).toBe(0);

    await vi.waitFor(async () => expect((await upload(asha, url, form).answer).status).toBe(200), {
      timeout: 2_000,
    });
    const photos = await ctx.app.inject({ method: 'GET', url, headers: bearer(asha.token) });
    expect(photos.json()).toHaveLength(1);
  });
});
