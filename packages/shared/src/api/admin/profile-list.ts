import { z } from 'zod';
import { normalizeMobileNumber } from '../../digits.js';
import { DOMAINS } from '../../domains.js';
import { withoutControlCharacters } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PAUSE_REASONS } from '../married/idle.js';
import { calendarDateSchema } from '../public/calendar-date.js';
import { adminProfileRowSchema } from './profile-row.js';
import { profileStatusCodeSchema } from './profile-status.js';

const MAX_VALUES = 20;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A filter given as one value or a list of values; absent, null, blank or [] mean no filter. */
const values = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]).filter((v) => !blank(v)),
    z.array(item, { error: M.invalidValue }).max(MAX_VALUES, { error: M.invalidValue }),
  );

/** A member id as typed: 'mf1001', 'MF1001' or just the number '1001' (either prefix). */
const memberIdSchema = withoutControlCharacters(
  z.string({ error: M.invalidValue }).trim().max(20, { error: M.tooLong }),
).transform((text) => text.toUpperCase());

export const ADMIN_NAME_FILTER_MAX = 100;

/** Part of a name or surname, any case; blank means no filter. */
const nameFilterSchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  withoutControlCharacters(
    z.string({ error: M.invalidValue }).trim().max(ADMIN_NAME_FILTER_MAX, { error: M.tooLong }),
  ).optional(),
);

/**
 * A mobile number, exactly its ten digits, read as sign-up reads one (`normalizeMobileNumber`: spaces,
 * dashes and +91 as pasted are left out); blank means no filter.
 */
const mobileFilterSchema = z.preprocess(
  (value) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const compact = normalizeMobileNumber(value);
    return compact === '' ? undefined : compact;
  },
  z
    .string({ error: M.invalidMobile })
    .regex(/^\d{10}$/, { error: M.invalidMobile })
    .optional(),
);

/**
 * Body of `POST /api/admin/profile/list/{page}`: each filter is one value or a list of values
 * (any of them matches); filters combine with "and".
 */
export const adminProfileFiltersSchema = z.object({
  domain: values(z.enum(DOMAINS, { error: M.invalidValue })),
  date_of_birth: values(calendarDateSchema),
  mid: values(memberIdSchema),
  /** Part of the name or surname, any case. */
  name: nameFilterSchema,
  /** The login mobile or one of the profile's numbers, exactly. */
  mobile: mobileFilterSchema,
  status: values(profileStatusCodeSchema).optional(),
  /** True: only Approved profiles with changes waiting for review. */
  pending: z.boolean({ error: M.invalidValue }).optional(),
  /**
   * True: what waits for the operator: new profiles (Unverified, Verified) first, then Approved
   * profiles with changes waiting, each the longest waiting first.
   */
  waiting: z.boolean({ error: M.invalidValue }).optional(),
  /** Only profiles paused for that reason ('idle': paused for inactivity). */
  paused_for: z.enum(PAUSE_REASONS, { error: M.invalidValue }).optional(),
});
export type AdminProfileFiltersRequest = z.input<typeof adminProfileFiltersSchema>;
export type AdminProfileFilters = z.output<typeof adminProfileFiltersSchema>;

/** Every profile of any status, newest first, 20 a page. */
export const adminProfileListResponseSchema = z.object({
  rows: z.array(adminProfileRowSchema),
  count: z.number().int(),
});
export type AdminProfileListResponse = z.infer<typeof adminProfileListResponseSchema>;
