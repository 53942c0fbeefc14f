/**
 * A family's number reaches only a subscriber who spent a download on it: no text that other members
 * read may carry a phone number, an e-mail, a UPI or WhatsApp handle, in any writing.
 */
import { apiRoute, errorBodySchema, VALIDATION_MESSAGES } from '@varmala/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpeg, multipart } from '../media-support.js';
import { makeMember, NEW_PROFILE } from '../members.js';
import { basicFor, family, horoscope, personal, work } from '../profile-fixtures.js';
import { bearer, type TestMember, useTestApp } from '../test-app.js';

const ctx = useTestApp();
const REFUSED = VALIDATION_MESSAGES.contactDetails;

let member: TestMember;

beforeAll(async () => {
  // No e-mail yet: a save with one sends the verification mail, and a second within the minute waits.
  member = await makeMember(ctx, { ...NEW_PROFILE, basic: { email: null } });
});

const STEPS = {
  basic: basicFor(),
  personal,
  work,
  family,
  horoscope,
} as const;
type Step = keyof typeof STEPS;

/** Every free-text field of the steps that other members read, and the step it is saved by. */
const READ_BY_OTHERS: [Step, string][] = [
  ['basic', 'name'],
  ['basic', 'surname'],
  ['basic', 'community'],
  ['basic', 'gothram'],
  ['basic', 'city'],
  ['personal', 'about'],
  ['personal', 'expectation'],
  ['work', 'education_desc'],
  ['work', 'position'],
  ['work', 'work_location'],
  ['family', 'father_name'],
  ['family', 'mother_name'],
  ['family', 'father_occupation'],
  ['family', 'mother_occupation'],
  ['family', 'property_details'],
  ['family', 'about_family'],
  ['horoscope', 'birth_place'],
  ['horoscope', 'dhosam'],
];

/** The ways one number or handle is written to slip past a simple check. */
const CONTACTS = [
  'Call 98765 43210',
  '+91-98765-43210',
  '(0) 98765.43210',
  '९८७६५ ४३२१०',
  '௯௮௭௬௫௪௩௨௧௦',
  'whatsapp 98765 432',
  'priya.k@gmail.com',
  'UPI priya@okaxis',
  'pay @ybl',
  'wa.me/919876543210',
];

function save(step: Step, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/profile/${member.userId}/${step}`,
    headers: bearer(member.token),
    payload,
  });
}

describe('contact details in the profile steps', () => {
  it.each(READ_BY_OTHERS)(
    'refuses them in %s.%s with a field error naming the mobile field',
    async (step, field) => {
      for (const contact of CONTACTS) {
        const response = await save(step, { ...STEPS[step], [field]: `Text ${contact} more` });
        expect(response.statusCode, `${field}: ${contact}`).toBe(400);
        const body = errorBodySchema.parse(response.json());
        expect(body.errors?.[field], `${field}: ${contact}`).toBe(REFUSED);
        expect(body.Message).toBe(REFUSED);
      }
    },
  );

  it('keeps what was saved before a refused change', async () => {
    expect((await save('personal', { ...personal, about: 'Loves music.' })).statusCode).toBe(200);
    expect((await save('personal', { ...personal, about: 'Loves music. 9876543210' })).statusCode).toBe(400);
    const read = await ctx.app.inject({
      ...apiRoute('readPersonal', { userId: member.userId }),
      headers: bearer(member.token),
    });
    expect(read.json()).toMatchObject({ about: 'Loves music.' });
  });

  it('saves the numbers families write about themselves', async () => {
    const about = 'B.E. 2015-2019 from VTU. Income 10,00,000. Height 5.6 ft. Home near Belagavi 590006.';
    expect(
      (await save('personal', { ...personal, about, expectation: 'मुलगा २०१८ मध्ये B.E. झालेला' })).statusCode,
    ).toBe(200);
    expect(
      (
        await save('family', {
          ...family,
          property_details: 'House of 1200 sq ft, 2 acres',
          about_family: about,
        })
      ).statusCode,
    ).toBe(200);
    expect((await save('work', { ...work, education_desc: 'B.Com 2012-2015, M.Com 2017' })).statusCode).toBe(
      200,
    );
  });

  it('leaves the mobile and e-mail fields and the address (which others never read) to carry them', async () => {
    const response = await save('basic', {
      ...basicFor(),
      mobiles: ['9876543210'],
      email: 'priya.k@example.com',
      address: 'Flat 4, Tilakwadi\nPhone at the gate: 0831-2456789',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('contact details in a photo caption', () => {
  it('refuses them with a field error on the caption, and stores no photo', async () => {
    const form = await multipart(
      [{ field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg() }],
      {
        caption: 'At home, call ९८७६५४३२१०',
      },
    );
    const response = await ctx.app.inject({
      ...apiRoute('uploadPhoto', { userId: member.userId }),
      headers: { ...bearer(member.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors?.caption).toBe(REFUSED);
    const photos = await ctx.app.inject({
      ...apiRoute('listPhotos', { userId: member.userId }),
      headers: bearer(member.token),
    });
    expect(photos.json()).toEqual([]);
  });
});
