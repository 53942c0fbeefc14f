import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { requiredText } from '../../free-text.js';
import { languageSchema } from '../../language-schema.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { createPaymentResponseSchema, PAYMENT_STATES } from '../payments/payments.js';
import { isCalendarDay } from '../public/calendar-date.js';
import { profilePhotoSchema } from '../search/profile-item.js';

/**
 * The melava (issue 56): a community's matchmaking day. The operator sets it up, families register
 * their candidates (with a fee paid by UPI, or none), each confirmed candidate gets a number and a
 * pass, the door scans the passes, and for 30 days after the day the families who came see each
 * other.
 */

/** How long after the day the attendees see each other. */
export const ATTENDEE_LIST_DAYS = 30;
/** The most scans a door phone sends in one request. */
export const CHECKINS_PER_BATCH = 100;
/** Legal ages of marriage in India: the least an operator may set. */
export const LEAST_AGE = { bride: 18, groom: 21 } as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 as a form or `toISOString` writes it; anything else Date.parse would guess at. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;
/** India has one time zone and no summer time. */
const INDIA_OFFSET = '+05:30';

/** The moment as Date.parse reads it exactly, or undefined where it would have to guess. */
function exactIso(text: string, endOfDay: boolean): string | undefined {
  const day = DATE_ONLY.exec(text);
  const dateTime = day ? undefined : DATE_TIME.exec(text);
  const [year, month, date] = (day ?? dateTime)?.slice(1, 4).map(Number) ?? [];
  if (year === undefined || !isCalendarDay(year, month as number, date as number)) return undefined;
  if (day) return `${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}${INDIA_OFFSET}`;
  return dateTime?.[4] ? text : `${text}${INDIA_OFFSET}`;
}

/**
 * A moment of the event: an ISO 8601 date-time, read in Indian time when it has no offset, or a day
 * (YYYY-MM-DD), read in Indian time as the day's start, or its end for `registration_closes` (the
 * window includes the last day). Answered as an ISO date-time.
 */
const moment = (endOfDay: boolean) =>
  z
    .string({ error: M.required })
    .max(40, { error: M.invalidValue })
    .transform((text, context) => {
      const iso = exactIso(text, endOfDay);
      const time = iso === undefined ? Number.NaN : Date.parse(iso);
      if (Number.isNaN(time)) {
        context.addIssue({ code: 'custom', message: M.invalidValue });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: M.invalidValue })
    .int({ error: M.invalidValue })
    .min(min, { error: M.invalidValue })
    .max(max, {
      error: M.invalidValue,
    });

const eventFields = {
  name: requiredText(120),
  starts_at: moment(false),
  place: requiredText(200),
  registration_opens: moment(false),
  registration_closes: moment(true),
  fee_inr: wholeNumber(0, 100_000),
  capacity: wholeNumber(1, 100_000),
  min_age_bride: wholeNumber(LEAST_AGE.bride, 99),
  min_age_groom: wholeNumber(LEAST_AGE.groom, 99),
};

/** `POST /api/admin/events`: a melava on the operator's site. */
export const createEventRequestSchema = z
  .object(eventFields)
  .refine((event) => event.registration_opens < event.registration_closes, {
    path: ['registration_closes'],
    error: M.invalidValue,
  });
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

export const createEventResponseSchema = z.object({ event_id: z.number().int() });
export type CreateEventResponse = z.infer<typeof createEventResponseSchema>;

/** `POST /api/admin/events/{eventId}`: any of it, past dates included (audited). */
export const updateEventRequestSchema = z.object(eventFields).partial();
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

/** An event as families read it. */
export const melavaEventSchema = z.object({
  event_id: z.number().int(),
  name: z.string(),
  /** ISO 8601, as are the other moments. */
  starts_at: z.string(),
  place: z.string(),
  registration_opens: z.string(),
  registration_closes: z.string(),
  fee_inr: z.number().int(),
  capacity: z.number().int(),
  min_age_bride: z.number().int(),
  min_age_groom: z.number().int(),
  /** Seats not taken by a registration that is confirmed or waits for its payment. */
  seats_left: z.number().int(),
  /** Inside the registration window now (seats left or not). */
  registration_open: z.boolean(),
});
export type MelavaEvent = z.infer<typeof melavaEventSchema>;

/** `GET /api/events`: the site's coming events, soonest first. */
export const eventListResponseSchema = z.object({
  rows: z.array(melavaEventSchema),
  count: z.number().int(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** `GET /api/admin/events`: every event of the operator's site, the latest first, with its counts. */
export const adminEventListResponseSchema = z.object({
  rows: z.array(
    melavaEventSchema.extend({
      confirmed: z.number().int(),
      awaiting_payment: z.number().int(),
      checked_in: z.number().int(),
    }),
  ),
  count: z.number().int(),
});
export type AdminEventListResponse = z.infer<typeof adminEventListResponseSchema>;

export const REGISTRATION_STATES = ['awaiting_payment', 'confirmed', 'cancelled'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** `POST /api/events/{eventId}/registrations`: the profile the token acts for registers. */
export const registerRequestSchema = z.object({
  /** The candidate agrees to appear in the attendee list after the day. */
  listed: z.boolean({ error: M.invalidValue }).default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** 201: confirmed with its number at once without a fee; with one, the UPI payment to make. */
export const registerResponseSchema = z.object({
  registration_id: z.number().int(),
  state: z.enum(REGISTRATION_STATES),
  number: z.number().int().nullable(),
  payment: createPaymentResponseSchema.nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `POST /api/events/{eventId}/registrations/{registrationId}`: the listing consent, until the day. */
export const updateRegistrationRequestSchema = z.object({
  listed: z.boolean({ error: M.invalidValue }),
});

/** The pass: the signed code a QR carries, and that QR as SVG. */
export const passSchema = z.object({ code: z.string(), qr_svg: z.string() });

/** The payment of a registration as its family reads it: what to pay with while it waits. */
export const registrationPaymentSchema = createPaymentResponseSchema.extend({
  state: z.enum(PAYMENT_STATES),
  utr: z.string().nullable(),
  reason: z.string().nullable(),
});

/** One registration of the member's, with its event. */
export const myRegistrationSchema = z.object({
  registration_id: z.number().int(),
  event: melavaEventSchema,
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  state: z.enum(REGISTRATION_STATES),
  number: z.number().int().nullable(),
  listed: z.boolean(),
  checked_in_at: z.string().nullable(),
  payment: registrationPaymentSchema.nullable(),
  /** Once confirmed. */
  pass: passSchema.nullable(),
  /** The photo the pass shows, if the profile has one. */
  photo: profilePhotoSchema.nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** `GET /api/me/events`: the registrations of the profile the token acts for, the latest event first. */
export const myEventsResponseSchema = z.object({
  rows: z.array(myRegistrationSchema),
  count: z.number().int(),
});
export type MyEventsResponse = z.infer<typeof myEventsResponseSchema>;

export const registrationChangeResponseSchema = z.object({
  Status: z.literal('Success'),
  registration_id: z.number().int(),
  state: z.enum(REGISTRATION_STATES),
  listed: z.boolean(),
});

/** `GET /api/admin/events/{eventId}/registrations/{page}?q=`: q finds by number or by name. */
export const adminRegistrationsQuerySchema = z.object({
  q: withoutControlCharacters(z.string().max(80, { error: M.invalidValue })).optional(),
});

export const adminRegistrationRowSchema = z.object({
  registration_id: z.number().int(),
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  gender: z.enum(['Male', 'Female']),
  age: z.number().int(),
  city: z.string(),
  state: z.enum(REGISTRATION_STATES),
  number: z.number().int().nullable(),
  listed: z.boolean(),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
  payment: z
    .object({
      payment_id: z.number().int(),
      reference: z.string(),
      amount_inr: z.number().int(),
      state: z.enum(PAYMENT_STATES),
      utr: z.string().nullable(),
    })
    .nullable(),
  /** The pass's code, so the door can check in a family who forgot the pass. Null unless confirmed. */
  code: z.string().nullable(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRowSchema>;

export const adminRegistrationsResponseSchema = z.object({
  rows: z.array(adminRegistrationRowSchema),
  count: z.number().int(),
});
export type AdminRegistrationsResponse = z.infer<typeof adminRegistrationsResponseSchema>;

/**
 * `GET /api/admin/events/{eventId}/door-list`: every confirmed registration with its pass's code, by
 * number, for the door phone to keep: a family who forgot the pass is found by number or name even
 * when the hall has no network.
 */
export const doorListResponseSchema = z.object({
  rows: z.array(
    z.object({
      registration_id: z.number().int(),
      number: z.number().int().nullable(),
      mid: z.string(),
      name: z.string(),
      code: z.string(),
    }),
  ),
});
export type DoorListResponse = z.infer<typeof doorListResponseSchema>;
export type DoorListRow = DoorListResponse['rows'][number];

/** One scan at the door: the phone's own id for it (sent again, it is counted once), and when. */
export const checkinItemSchema = z.object({
  client_id: z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(64, { error: M.invalidValue })
    .regex(/^[\w.:-]+$/, { error: M.invalidValue }),
  // Whatever a camera read: a pass's code is short and plain ASCII, anything else is refused item by item.
  code: z
    .string({ error: M.required })
    .max(100, { error: M.invalidValue })
    .regex(/^[\x20-\x7e]*$/, { error: M.invalidValue }),
  scanned_at: z.iso.datetime({ offset: true, error: M.invalidValue }),
});
export type CheckinItem = z.infer<typeof checkinItemSchema>;

/** `POST /api/admin/events/{eventId}/check-ins`. */
export const checkinRequestSchema = z.object({
  checkins: z.array(checkinItemSchema).min(1, { error: M.required }).max(CHECKINS_PER_BATCH, {
    error: M.invalidValue,
  }),
});
export type CheckinRequest = z.input<typeof checkinRequestSchema>;

/** Why a scan was refused: not our signature, another event's pass, a cancelled or unpaid registration. */
export const CHECKIN_REFUSALS = ['forged', 'other_event', 'cancelled', 'not_confirmed'] as const;
export type CheckinRefusalReason = (typeof CHECKIN_REFUSALS)[number];

/** The outcome of one scan; a refused one has `refused` and no registration. */
export const checkinResultSchema = z.object({
  client_id: z.string(),
  registration_id: z.number().int().nullable(),
  number: z.number().int().nullable(),
  name: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  /** The first check-in of the registration, ISO 8601. */
  checked_in_at: z.string().nullable(),
  /** Checked in before this scan (by another scan, on this phone or another). */
  already: z.boolean(),
  refused: z.enum(CHECKIN_REFUSALS).optional(),
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;

export const checkinResponseSchema = z.array(checkinResultSchema);
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

export const STAGE_ORDERS = ['number', 'alternate', 'age'] as const;
export type StageOrder = (typeof STAGE_ORDERS)[number];

export const stageOrderQuerySchema = z.object({
  lang: languageSchema.default('en'),
  order: z.enum(STAGE_ORDERS, { error: M.invalidValue }).default('number'),
});

export const passPdfQuerySchema = z.object({ lang: languageSchema.optional() });

/** A candidate of the other side who came and agreed to be listed. */
export const attendeeSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  education: z.string().nullable(),
  profession: z.string().nullable(),
  number: z.number().int(),
  /** By photo protection, as everywhere: empty when the viewer may not see them. */
  photos: z.array(profilePhotoSchema),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeListResponseSchema = z.object({
  event_name: z.string(),
  rows: z.array(attendeeSchema),
  count: z.number().int(),
});
export type AttendeeListResponse = z.infer<typeof attendeeListResponseSchema>;
