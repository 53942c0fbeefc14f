import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { socketUploads } from '../../test/socket-upload.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);
const send = socketUploads(ctx);

describe('a basic step on its way while its member erases the account', () => {
  it('answers 404, and no profile comes back', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const payload = Buffer.from(JSON.stringify(basicFor()));
    // Half the body sent: the request is let in and waits for the rest.
    const inFlight = send(
      member,
      `/api/profile/${member.userId}/basic`,
      { payload, contentType: 'application/json' },
      Math.floor(payload.length / 2),
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
  });
});
