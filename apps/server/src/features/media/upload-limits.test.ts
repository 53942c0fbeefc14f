/**
 * Uploads are bounded before their bodies are read: per member (uploads in flight) and for the
 * whole process (bytes held). Sent over a real socket, so a body can be held half-sent while other
 * requests go on, as a slow phone would hold it.
 */
import { randomBytes } from 'node:crypto';
import { englishMessage, errorBodySchema } from '@varmala/shared';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { jpeg, multipart } from '../../test/media-support.js';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { type Answer, socketUploads } from '../../test/socket-upload.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const BUDGET = 300 * 1024;
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  uploads: { perMember: 2, maxBufferedBytes: BUDGET, stalledAfterMs: 60_000 },
});

const upload = socketUploads(ctx);

const photoUrl = (member: TestMember) => `/api/profile/${member.userId}/photo`;
const photoForm = async (bytes: Buffer) =>
  multipart([{ field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes }]);
/** A real picture of about side × side × 3 bytes: random pixels do not compress. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

/** 429 in the error shape, with a time to wait. */
function expectTooMany(answer: Answer, message: string) {
  expect({ status: answer.status, body: JSON.parse(answer.body) }).toMatchObject({
    status: 429,
    body: { Status: 'Error', code: 'RATE_LIMITED', Message: message, message_key: expect.any(String) },
  });
  expect(englishMessage(JSON.parse(answer.body).message_key, JSON.parse(answer.body).message_params)).toBe(
    message,
  );
  expect(errorBodySchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

const photoCount = async (member: TestMember) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: photoUrl(member),
    headers: bearer(member.token),
  });
  return response.json<unknown[]>().length;
};

describe('uploads in flight per member', () => {
  it('refuses a third parallel upload of one member with 429, while another member uploads', async () => {
    const [asha, ravi] = [await makeMember(ctx, NEW_PROFILE), await makeMember(ctx, NEW_PROFILE)];
    const form = await photoForm(await jpeg(400, 300));
    const half = Math.floor(form.payload.length / 2);
    const held = [upload(asha, photoUrl(asha), form, half), upload(asha, photoUrl(asha), form, half)];
    await Promise.all(held.map((each) => each.read));

    // The third is answered without its body being read: only its headers are sent.
    const third = upload(asha, photoUrl(asha), form, 0);
    expectTooMany(await third.answer, 'Please wait for your other uploads to finish, then try again.');
    expect((await upload(ravi, photoUrl(ravi), form).answer).status).toBe(200);

    for (const each of held) each.finish();
    expect((await Promise.all(held.map((each) => each.answer))).map((a) => a.status)).toEqual([200, 200]);
    expect(await photoCount(asha)).toBe(2);
    // Their room is given back.
    expect((await upload(asha, photoUrl(asha), form).answer).status).toBe(200);
  });

  it('gives the room back when an upload is cut off mid-body', async () => {
    const asha = await makeMember(ctx, NEW_PROFILE);
    const form = await photoForm(await jpeg(400, 300));
    const half = Math.floor(form.payload.length / 2);
    const held = [upload(asha, photoUrl(asha), form, half), upload(asha, photoUrl(asha), form, half)];
    await Promise.all(held.map((each) => each.read));
    for (const each of held) each.cut();
    await vi.waitFor(async () => expect((await upload(asha, photoUrl(asha), form).answer).status).toBe(200), {
      timeout: 5_000,
    });
    expect(await photoCount(asha)).toBe(1);
  });
});

describe('upload bytes held by the whole process', () => {
  it('answers 429 before reading a body that would pass the bound; smaller ones and later ones go through', async () => {
    const asha = await makeMember(ctx, NEW_PROFILE);
    const ravi = await makeMember(ctx, NEW_PROFILE);
    const meena = await makeMember(ctx, NEW_PROFILE);
    const large = await photoForm(await noisyPng(190)); // about 110 KB
    expect(large.payload.length).toBeGreaterThan(BUDGET / 3);
    const small = await photoForm(await jpeg(120, 90));

    // Asha's slow upload announces two thirds of the bound and sends a little of it.
    const held = upload(asha, photoUrl(asha), large, 1000, Math.floor((BUDGET * 2) / 3));
    await held.read;

    const refused = upload(ravi, photoUrl(ravi), large, 0);
    expectTooMany(await refused.answer, 'Many uploads are arriving right now. Please try again in a minute.');
    expect((await upload(meena, photoUrl(meena), small).answer).status).toBe(200);

    held.cut();
    const retry = async () => expect((await upload(ravi, photoUrl(ravi), large).answer).status).toBe(200);
    await vi.waitFor(retry, { timeout: 5_000 });
    expect(await photoCount(ravi)).toBe(1);
  });

  it('counts an upload without a Content-Length as the largest form the route allows', async () => {
    const asha = await makeMember(ctx, NEW_PROFILE);
    const form = await photoForm(await jpeg(120, 90));
    // A photo form may be 10 MB, more than this app's whole bound: sent chunked, it is refused.
    const chunked = upload(asha, photoUrl(asha), form, 0, null);
    expectTooMany(await chunked.answer, 'Many uploads are arriving right now. Please try again in a minute.');
    expect((await upload(asha, photoUrl(asha), form).answer).status).toBe(200);
    expect(await photoCount(asha)).toBe(1);
  });
});
