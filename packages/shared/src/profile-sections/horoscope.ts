import { z } from 'zod';
import { numberFromText, optionalChoice } from '../fields.js';
import { optionalText, requiredText } from '../free-text.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import {
  birthHourSchema,
  birthMinuteSchema,
  birthTimeSchema,
  meridiemSchema,
} from '../options/date-schemas.js';
import { formatBirthTime, parseBirthTime } from '../options/dates.js';
import { birthStarSchema, padhamSchema, raasiSchema } from '../options/star-schemas.js';
import { PADHAM_VALUES, RAASI_VALUES, raasisFitting, STAR_VALUES } from '../options/stars.js';
import { GATED, ONE_PAGE, PLACE_LIST_ID } from './left-out.js';
import { controlFor, defineSection } from './section.js';

/**
 * Step 6. Star and padham fix the raasi (a star across two raasis without a padham leaves two); a
 * raasi that disagrees would be matched as the star's own anyway, so it is refused.
 */
export const horoscopeSection = defineSection(
  {
    birth_place: {
      request: requiredText(100, { readByOthers: true }),
      response: z.string().nullable(),
      column: 'birthPlace',
      label: 'profile.horoscope.placeBirth',
      control: { kind: 'text' },
    },
    /**
     * The place picked from GET /api/places (its GeoNames id), with which date and time give the sky
     * at birth; optional, as a village may be missing from the list and the text above is kept.
     */
    birth_place_id: {
      request: optionalChoice(
        numberFromText(
          z
            .number({ error: M.invalidValue })
            .int({ error: M.invalidValue })
            .min(1, { error: M.invalidValue })
            .max(2_147_483_647, { error: M.invalidValue }),
        ),
      ),
      response: z.number().int().nullable(),
      column: 'birthPlaceId',
      label: 'profile.horoscope.placeBirth',
      control: { kind: 'text' },
      notIn: { view: PLACE_LIST_ID, biodata: PLACE_LIST_ID },
    },
    birth_star: {
      request: birthStarSchema,
      response: z.string().nullable(),
      column: 'birthStar',
      label: 'profile.horoscope.birthStar',
      control: { kind: 'choice', values: STAR_VALUES, labels: 'birthStar' },
    },
    padham: {
      request: optionalChoice(numberFromText(padhamSchema)),
      response: z.number().int().nullable(),
      column: 'padham',
      label: 'profile.horoscope.sites.{site}.padham',
      control: { kind: 'count', values: PADHAM_VALUES },
    },
    raasi: {
      request: raasiSchema,
      response: z.string().nullable(),
      column: 'raasi',
      label: 'profile.horoscope.sites.{site}.raasi',
      control: { kind: 'choice', values: RAASI_VALUES, labels: 'raasi' },
    },
    dhosam: {
      request: optionalText(100, { readByOthers: true }),
      response: z.string().nullable(),
      column: 'dhosam',
      label: 'profile.horoscope.sites.{site}.dhosam',
      control: { kind: 'text', hint: 'profile.horoscope.dhosamHint' },
      notIn: { biodata: ONE_PAGE },
    },
    /** 'hh:mm AM'. On the biodata only when the member ticks it (biodata settings). */
    birth_time: {
      request: birthTimeSchema,
      response: z.string().nullable(),
      column: 'birthTime',
      label: 'profile.horoscope.timeOfBirth',
      control: { kind: 'text' },
      notIn: { view: GATED },
    },
  },
  ({ birth_star, padham, raasi }, ctx) => {
    if (raasisFitting(birth_star, padham).includes(raasi)) return;
    const message = padham == null ? M.raasiNotOfStar : M.raasiNotOfStarPadham;
    ctx.addIssue({ code: 'custom', path: ['raasi'], message });
  },
);

export const horoscopeRequestSchema = horoscopeSection.request;
export type HoroscopeRequest = z.input<typeof horoscopeRequestSchema>;
export type HoroscopeValues = z.output<typeof horoscopeRequestSchema>;
export const horoscopeResponseSchema = horoscopeSection.response;
export type HoroscopeResponse = z.infer<typeof horoscopeResponseSchema>;

const { birth_time: _picked, ...asDeclared } = horoscopeSection.controls.shape;

/**
 * The step's form: the time of birth is picked as hour, minute and AM/PM (a patrika's way) and sent
 * as one field; the server's message about it is shown on the hour.
 */
export const horoscopeForm = (() => {
  const controls = z.object({
    ...asDeclared,
    hour: controlFor(birthHourSchema),
    minute: controlFor(birthMinuteSchema),
    meridiem: controlFor(meridiemSchema),
  });
  type Values = z.output<typeof controls>;
  type Form = z.input<typeof controls>;

  const toRequest = ({ hour, minute, meridiem, ...declared }: Values): HoroscopeRequest => ({
    ...horoscopeSection.toRequest({ ...declared, birth_time: '' }),
    birth_time: formatBirthTime({ hour, minute, meridiem }),
  });

  const fromResponse = (saved: HoroscopeResponse): Form => {
    const time = parseBirthTime(saved.birth_time);
    const { birth_time: _time, ...declared } = horoscopeSection.fromResponse(saved);
    return {
      ...declared,
      hour: time?.hour ?? '',
      minute: time?.minute ?? '',
      meridiem: time?.meridiem ?? '',
    };
  };

  const schema = controls.superRefine(
    (values, ctx) => {
      const result = horoscopeRequestSchema.safeParse(toRequest(values));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const path = issue.path[0] === 'birth_time' ? ['hour'] : issue.path;
        ctx.addIssue({ code: 'custom', path, message: issue.message });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );

  return { schema, toRequest, fromResponse };
})();
