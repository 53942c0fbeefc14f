import { apiRoute, STEP_OPERATIONS } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/members.js';
import { family, personal } from '../../test/profile-fixtures.js';
import { bearer, uniqueIp, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

async function saveAndRead(step: 'personal' | 'family', body: object) {
  const member = await makeMember(ctx, { steps: ['basic'] });
  const saved = await ctx.app.inject({
    ...apiRoute(STEP_OPERATIONS[step].save, { userId: member.userId }),
    headers: bearer(member.token),
    remoteAddress: uniqueIp(),
    payload: body,
  });
  const read = await ctx.app.inject({
    ...apiRoute(STEP_OPERATIONS[step].read, { userId: member.userId }),
    headers: bearer(member.token),
  });
  return { saved, read: read.json() };
}

describe('numbers typed on a Marathi or Tamil keyboard', () => {
  it('saves a weight of "५५" as 55 and of "௬௨" as 62', async () => {
    const marathi = await saveAndRead('personal', { ...personal, weight: '५५' });
    expect(marathi.saved.statusCode).toBe(200);
    expect(marathi.read.weight).toBe(55);

    const tamil = await saveAndRead('personal', { ...personal, weight: '௬௨' });
    expect(tamil.saved.statusCode).toBe(200);
    expect(tamil.read.weight).toBe(62);
  });

  it('saves sibling counts typed in Devanagari, and still refuses more married sisters than sisters', async () => {
    const counted = await saveAndRead('family', {
      ...family,
      sisters: '२',
      sisters_married: '१',
      brothers: '०',
    });
    expect(counted.saved.statusCode).toBe(200);
    expect(counted.read).toMatchObject({ sisters: 2, sisters_married: 1, brothers: 0 });

    const wrong = await saveAndRead('family', { ...family, sisters: '१', sisters_married: '२' });
    expect(wrong.saved.statusCode).toBe(400);
  });

  it('refuses a weight that is not a number in any script', async () => {
    for (const weight of ['५५kg', '௰', '5.5']) {
      const { saved } = await saveAndRead('personal', { ...personal, weight });
      expect(saved.statusCode, weight).toBe(400);
      expect(saved.json().errors.weight).toBeDefined();
    }
  });
});
