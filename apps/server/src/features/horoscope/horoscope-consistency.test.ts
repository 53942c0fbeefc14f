import { apiRoute } from '@varmala/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import { profiles } from '../../db/schema.js';
import { moonReading } from '../../lib/birth-sky/birth-chart.js';
import { makeMember } from '../../test/members.js';
import { horoscope } from '../../test/profile-fixtures.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const saveHoroscope = (who: TestMember, change: object) =>
  ctx.app.inject({
    ...apiRoute('saveHoroscope', { userId: who.userId }),
    headers: bearer(who.token),
    payload: { ...horoscope, ...change },
  });

const readHoroscope = async (who: TestMember) =>
  (
    await ctx.app.inject({
      ...apiRoute('readHoroscope', { userId: who.userId }),
      headers: bearer(who.token),
    })
  ).json();

const WITH_PADHAM = 'This raasi does not go with the birth star and padham chosen';
const WITHOUT_PADHAM = 'This raasi does not go with the birth star chosen';

describe('saving a horoscope', () => {
  it.each([
    ['Ashwini padham 1 with Meena', { birth_star: 'Ashwini', padham: 1, raasi: 'Meena' }, WITH_PADHAM],
    [
      'Ashwini without padham with Meena',
      { birth_star: 'Ashwini', padham: null, raasi: 'Meena' },
      WITHOUT_PADHAM,
    ],
    ['Krittika padham 2 with Mesha', { birth_star: 'Krittika', padham: 2, raasi: 'Mesha' }, WITH_PADHAM],
    [
      'Krittika without padham with Mithuna',
      { birth_star: 'Krittika', padham: '', raasi: 'Mithuna' },
      WITHOUT_PADHAM,
    ],
  ])('refuses %s with 400 on the raasi, and keeps what was saved', async (_, change, message) => {
    const key = message === WITH_PADHAM ? 'raasiNotOfStarPadham' : 'raasiNotOfStar';
    const member = await makeMember(ctx, { gender: 'Female' });
    const before = await readHoroscope(member);
    const response = await saveHoroscope(member, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Status: 'Error',
      code: 'VALIDATION_FAILED',
      Message: message,
      message_key: key,
      errors: { raasi: message },
      error_keys: { raasi: key },
    });
    expect(await readHoroscope(member)).toEqual(before);
  });

  it.each([
    ['Krittika padham 1 with Mesha', { birth_star: 'Krittika', padham: 1, raasi: 'Mesha' }],
    ['Krittika padham 2 with Vrishabha', { birth_star: 'Krittika', padham: 2, raasi: 'Vrishabha' }],
    ['Krittika without padham with either raasi', { birth_star: 'Krittika', padham: null, raasi: 'Mesha' }],
    ['Revati padham 4 with Meena', { birth_star: 'Revati', padham: 4, raasi: 'Meena' }],
  ])('saves %s', async (_, change) => {
    const member = await makeMember(ctx, { gender: 'Male' });
    expect((await saveHoroscope(member, change)).statusCode).toBe(200);
    expect(await readHoroscope(member)).toMatchObject(change);
  });
});

describe('npm run admin -- horoscope-check', () => {
  it('lists the profiles saved with a raasi their star and padham are not in, and changes nothing', async () => {
    const meena = await makeMember(ctx, { gender: 'Female' });
    const mithuna = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    const fine = await makeMember(ctx, { gender: 'Male' });
    // Saved before the form refused them.
    await ctx.database.db
      .update(profiles)
      .set({ birthStar: 'Ashwini', padham: 1, raasi: 'Meena' })
      .where(eq(profiles.id, meena.profileId));
    await ctx.database.db
      .update(profiles)
      .set({ birthStar: 'Krittika', padham: null, raasi: 'Mithuna' })
      .where(eq(profiles.id, mithuna.profileId));
    const rowsOf = () =>
      ctx.database.db
        .select({ id: profiles.id, star: profiles.birthStar, padham: profiles.padham, raasi: profiles.raasi })
        .from(profiles)
        .where(inArray(profiles.id, [meena.profileId, mithuna.profileId, fine.profileId]))
        .orderBy(profiles.id);
    const before = await rowsOf();

    const result = await runOperatorCommand(ctx.database.db, ['horoscope-check']);
    expect(result.ok).toBe(true);
    const lines = result.message.split('\n');
    expect(lines).toContain(
      `${meena.mid} (varmala): Ashwini, padham 1, raasi Meena: Ashwini padham 1 is in Mesha`,
    );
    expect(lines).toContain(
      `${mithuna.mid} (tamilmala): Krittika, no padham, raasi Mithuna: Krittika is in Mesha or Vrishabha`,
    );
    expect(result.message).not.toContain(fine.mid);
    expect(lines[0]).toMatch(
      /^2 whose star, padham and raasi do not agree \(\d+ horoscopes checked\); nothing was changed:$/,
    );

    const tamil = await runOperatorCommand(ctx.database.db, ['horoscope-check', '--domain', 'tamilmala']);
    expect(tamil.message).toContain(mithuna.mid);
    expect(tamil.message).not.toContain(meena.mid);
    expect(await rowsOf()).toEqual(before);

    const unknownSite = await runOperatorCommand(ctx.database.db, ['horoscope-check', '--domain', 'telugu']);
    expect(unknownSite).toEqual({ ok: false, message: '--domain: give one of varmala, tamilmala' });
  });

  it('lists the profiles whose typed star, padham or raasi differs from their date, time and place', async () => {
    const PUNE = 1259229;
    const birth = { birth_place: 'Pune', birth_place_id: PUNE, birth_time: '10:30 AM' };
    const basic = { date_of_birth: '1990-05-12' };
    const right = await makeMember(ctx, { gender: 'Female', basic, horoscope: birth });
    const wrong = await makeMember(ctx, { gender: 'Male', basic, horoscope: birth });
    const typedPlace = await makeMember(ctx, {
      gender: 'Male',
      basic,
      horoscope: { ...birth, birth_place_id: null },
    });
    const sky = (
      await ctx.app.inject({
        ...apiRoute('computeHoroscope'),
        headers: bearer(right.token),
        payload: { date_of_birth: '1990-05-12', birth_time: '10:30 AM', place_id: PUNE },
      })
    ).json();
    const computed = { birthStar: sky.moon.birth_star, padham: sky.moon.padham, raasi: sky.moon.raasi };
    // Three stars on: a reading that agrees with itself, but not with the sky.
    const other = moonReading((sky.moon.longitude + 40) % 360);
    await ctx.database.db.update(profiles).set(computed).where(eq(profiles.id, right.profileId));
    await ctx.database.db.update(profiles).set(computed).where(eq(profiles.id, typedPlace.profileId));
    await ctx.database.db
      .update(profiles)
      .set({ birthStar: other.birth_star, padham: other.padham, raasi: other.raasi })
      .where(eq(profiles.id, wrong.profileId));

    const result = await runOperatorCommand(ctx.database.db, ['horoscope-check']);
    expect(result.ok).toBe(true);
    const lines = result.message.split('\n');
    const parts = [
      'star',
      ...(other.padham === sky.moon.padham ? [] : ['padham']),
      ...(other.raasi === sky.moon.raasi ? [] : ['raasi']),
    ];
    expect(lines).toContain(
      `${wrong.mid} (varmala): ${other.birth_star}, padham ${other.padham}, raasi ${other.raasi}: ` +
        `${parts.join(', ')} differ; from date, time and place: ${sky.moon.birth_star}, padham ${sky.moon.padham}, raasi ${sky.moon.raasi}`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^1 whose typed star, padham or raasi differs from the one their date, time and place give \(\d+ with a birth time and a place from the list\); nothing was changed:$/,
      ),
    );
    expect(result.message).not.toContain(right.mid);
    expect(result.message).not.toContain(typedPlace.mid);
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, wrong.profileId));
    expect(row?.birthStar).toBe(other.birth_star);
  });
});
