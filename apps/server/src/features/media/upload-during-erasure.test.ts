import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, photos } from '../../db/schema.js';
import { jpeg, multipart, pdf, storedFiles } from '../../test/media-support.js';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { socketUploads } from '../../test/socket-upload.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);
const upload = socketUploads(ctx);

const UPLOADS = {
  photo: async () =>
    multipart([{ field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg(800, 600) }]),
  attachment: async () =>
    multipart([{ field: 'horoscope', name: 'kundali.pdf', type: 'application/pdf', bytes: pdf() }]),
} as const;

describe.each(Object.keys(UPLOADS) as (keyof typeof UPLOADS)[])(
  'a %s upload in flight while its member erases the account',
  (kind) => {
    it('answers 404, and leaves no row and no file behind', async () => {
      const before = new Set(storedFiles(ctx.dataDir).keys());
      const member = await makeMember(ctx, NEW_PROFILE);
      const form = await UPLOADS[kind]();
      // Half the body sent: the server has let the upload in and waits for the rest.
      const inFlight = upload(
        member,
        `/api/profile/${member.userId}/${kind}`,
        form,
        Math.floor(form.payload.length / 2),
      );
      await inFlight.read;

      const erased = await ctx.app.inject({
        ...apiRoute('eraseAccount'),
        headers: bearer(member.token),
        payload: { password: member.password },
      });
      expect(erased.statusCode).toBe(200);
      inFlight.finish();

      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ Status: 'Error', code: 'NOT_FOUND' });
      const table = kind === 'photo' ? photos : attachments;
      expect(await ctx.database.db.select().from(table).where(eq(table.profileId, member.profileId))).toEqual(
        [],
      );
      expect([...storedFiles(ctx.dataDir).keys()].filter((key) => !before.has(key))).toEqual([]);
    });
  },
);
