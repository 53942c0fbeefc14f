import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { mobileNumber } from '../../fields.js';
import { languageSchema } from '../../language-schema.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { GENDER_VALUES, STATE_VALUES } from '../../options/profile-choices.js';

/**
 * Whose number a biodata gives as its contact: the site operator's WhatsApp (the default), a
 * guardian's number the member typed for it, or the member's own mobile, only when they choose it.
 */
export const BIODATA_CONTACTS = ['operator', 'guardian', 'own'] as const;
export type BiodataContact = (typeof BIODATA_CONTACTS)[number];

/** How long a shared biodata link works. */
export const SHARE_LINK_DAYS = 14;

/** `?lang=` of a biodata PDF: the language of its labels and option values; names stay as written. */
export const biodataQuerySchema = z.object({
  lang: languageSchema.default('en'),
});

/** `GET /api/profile/{userId}/biodata-settings`: what the member chose to print. */
export const biodataSettingsSchema = z.object({
  show_birth_time: z.boolean(),
  contact: z.enum(BIODATA_CONTACTS),
  guardian_mobile: z.string().nullable(),
});
export type BiodataSettings = z.infer<typeof biodataSettingsSchema>;

/** `POST /api/profile/{userId}/biodata-settings`: a guardian's number is needed only to print it. */
export const saveBiodataSettingsRequestSchema = z
  .object({
    show_birth_time: z.boolean({ error: M.invalidValue }),
    contact: z.enum(BIODATA_CONTACTS, { error: M.invalidValue }),
    guardian_mobile: mobileNumber.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.contact === 'guardian' && !body.guardian_mobile) {
      ctx.addIssue({ code: 'custom', path: ['guardian_mobile'], message: M.required });
    }
  });
export type SaveBiodataSettingsRequest = z.input<typeof saveBiodataSettingsRequestSchema>;

/** One shared biodata link. The link itself is shown once, when it is made: only its hash is kept. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `POST /api/me/share-links`. */
export const newShareLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  expires_at: z.string(),
});
export type NewShareLink = z.infer<typeof newShareLinkSchema>;

/** `GET /api/me/share-links`: the links still working, newest first. */
export const shareLinkListSchema = z.object({ rows: z.array(shareLinkSchema), count: z.number().int() });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** `POST /api/admin/booklet.pdf`: which Approved profiles of a site go into a printed booklet. */
export const bookletRequestSchema = z
  .object({
    domain: z.enum(DOMAINS, { error: M.invalidValue }),
    gender: z.enum(GENDER_VALUES, { error: M.invalidValue }).nullish(),
    from_age: z.number({ error: M.invalidValue }).int().min(18).max(99).nullish(),
    to_age: z.number({ error: M.invalidValue }).int().min(18).max(99).nullish(),
    state: z.enum(STATE_VALUES, { error: M.invalidValue }).nullish(),
    lang: languageSchema.default('en'),
  })
  .refine((body) => body.from_age == null || body.to_age == null || body.from_age <= body.to_age, {
    path: ['to_age'],
    error: M.invalidValue,
  });
export type BookletRequest = z.input<typeof bookletRequestSchema>;

/** The answer of the biodata and booklet downloads is a PDF file (documented only). */
export const pdfResponseSchema = z.string().describe('application/pdf');

/** `POST /api/admin/broadcast-text`: the week's new Approved profiles of a site, as one WhatsApp text. */
export const broadcastRequestSchema = z.object({
  domain: z.enum(DOMAINS, { error: M.invalidValue }),
  lang: languageSchema.default('en'),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

/** The text, how many profiles it lists and how many of them carry a link to their biodata. */
export const broadcastTextSchema = z.object({
  text: z.string(),
  profiles: z.number().int(),
  links: z.number().int(),
});
export type BroadcastText = z.infer<typeof broadcastTextSchema>;
