import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { bearer, decodeClaims, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });
}

/** The number as a contact card or a WhatsApp profile shows it: '+91 98765 43210'. */
const asPasted = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

describe('a mobile number pasted with its country code or a trunk 0', () => {
  it('signs up as the ten digits, and logs in however it is written', async () => {
    const mobile = uniqueMobile();
    const signup = await post(apiRoute('signup').url, {
      user_name: 'Sunita Patil',
      mobile_no: asPasted(mobile),
      password: 'a good password',
    });
    expect(signup.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.id).toBe(decodeClaims(signup.json().token).user_id);

    for (const written of [
      mobile,
      asPasted(mobile),
      `0${mobile}`,
      `0091-${mobile}`,
      `(${mobile.slice(0, 5)}) ${mobile.slice(5)}`,
    ]) {
      const login = await post(apiRoute('login').url, { mobile_no: written, password: 'a good password' });
      expect(login.statusCode, written).toBe(200);
      expect(decodeClaims(login.json().token).user_id).toBe(row?.id);
    }

    // The same number written another way is the same account, not a second one.
    const again = await post(apiRoute('signup').url, {
      user_name: 'Sunita Patil',
      mobile_no: `0${mobile}`,
      password: 'a good password',
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 'Invalid mobile number' for what is not an Indian mobile, on every form that asks for one", async () => {
    for (const written of [
      '+1 98765 43210',
      '98765 4321',
      '98765abc43210',
      '+91 98765 432100',
      '98765\u000b43210',
      '98765\n43210',
    ]) {
      const signup = await post(apiRoute('signup').url, {
        user_name: 'Ravi',
        mobile_no: written,
        password: 'a good password',
      });
      expect(signup.statusCode, written).toBe(400);
      expect(signup.json()).toMatchObject({ errors: { mobile_no: 'Invalid mobile number' } });
      const login = await post(apiRoute('login').url, { mobile_no: written, password: 'a good password' });
      expect(login.statusCode, written).toBe(400);
      expect(login.json()).toMatchObject({ errors: { mobile_no: 'Invalid mobile number' } });
    }
  });

  it('finds the account for a password reset when the number is pasted', async () => {
    const member = await makeMember(ctx, { steps: ['basic'], basic: { email: null } });
    const reset = await post(apiRoute('requestPasswordReset').url, {
      mobile_no: `0091 ${member.mobile}`,
      date_of_birth: member.dateOfBirth,
    });
    // The account is found: it has no e-mail to send the link to.
    expect(reset.json()).toMatchObject({ Message: 'No Email provided' });
  });

  it("saves the profile's own and alternate numbers as ten digits", async () => {
    const member = await makeMember(ctx, { steps: ['basic'] });
    const [main, alternate] = [uniqueMobile(), uniqueMobile()];
    const saved = await post(
      `/api/profile/${member.userId}/basic`,
      { ...member.steps.basic, mobiles: [asPasted(main), `0${alternate.slice(0, 5)}-${alternate.slice(5)}`] },
      bearer(member.token),
    );
    expect(saved.statusCode).toBe(200);
    const read = await ctx.app.inject({
      ...apiRoute('readBasic', { userId: member.userId }),
      headers: bearer(member.token),
    });
    expect(read.json().mobiles).toEqual([main, alternate]);

    // The alternate written differently from the main one is still the same number.
    const repeated = await post(
      `/api/profile/${member.userId}/basic`,
      { ...member.steps.basic, mobiles: [main, `+91${main}`] },
      bearer(member.token),
    );
    expect(repeated.statusCode).toBe(400);
  });

  it('lets the operator grant a subscription to a pasted number', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { steps: [] });
    const grant = await post(
      apiRoute('grantSubscription').url,
      { mobile_no: asPasted(member.mobile), downloads: '௫௦', days: '९०' },
      bearer(admin.token),
    );
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      user_id: member.userId,
      subscription: { total_download: 50, duration: 90 },
    });
  });
});
