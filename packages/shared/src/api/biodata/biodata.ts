import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { mobileNumber } from '../../fields.js';
import { languageSchema } from '../../language-schema.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { GENDER_VALUES, STATE_VALUES } from '../../options/profile-choices.js';
import { databaseId } from '../database-id.js';

/**
 * Whose contact a biodata gives: the office's (its WhatsApp number, else its support e-mail; the
 * default where the office has either), a guardian's number the member typed for it, or the
 * member's own mobile (the default where the office has neither).
 */
export const BIODATA_CONTACTS = ['operator', 'guardian', 'own'] as const;
export type BiodataContact = (typeof BIODATA_CONTACTS)[number];

/**
 * Whose contact a biodata prints: the office's WhatsApp number or e-mail, a guardian's number, the
 * member's own, or (a printed list on a site with no office contact) the site's address.
 */
export const PRINTED_CONTACT_KINDS = ['whatsapp', 'email', 'guardian', 'own', 'site'] as const;
export type PrintedContactKind = (typeof PRINTED_CONTACT_KINDS)[number];

/** How long a shared biodata link works. */
export const SHARE_LINK_DAYS = 14;

/** `?lang=` of a biodata PDF: the language of its labels and option values; names stay as written. */
export const biodataQuerySchema = z.object({
  lang: languageSchema.default('en'),
});

/** `GET /api/profile/{userId}/biodata-settings`: what the member chose to print. */
export const biodataSettingsSchema = z.object({
  show_birth_time: z.boolean(),
  /** The raasi chart of the birth, drawn from date, time and a place from the list (off unless chosen). */
  show_chart: z.boolean(),
  /** The choice in effect: the office's is never in effect where the office has no contact. */
  contact: z.enum(BIODATA_CONTACTS),
  guardian_mobile: z.string().nullable(),
  /** The choices this site offers: the office's only where it has a WhatsApp number or an e-mail. */
  choices: z.array(z.enum(BIODATA_CONTACTS)),
  /** The office's contact that the office's choice prints; null where the office has none. */
  office: z.object({ kind: z.enum(['whatsapp', 'email']), value: z.string() }).nullable(),
  /**
   * What the biodata and its links print now as contact: whose, and the number or e-mail, which is
   * null for the member's own mobile (the first number of the profile).
   */
  prints: z.object({ kind: z.enum(PRINTED_CONTACT_KINDS), value: z.string().nullable() }),
});
export type BiodataSettings = z.infer<typeof biodataSettingsSchema>;

/** `POST /api/profile/{userId}/biodata-settings`: a guardian's number is needed only to print it. */
export const saveBiodataSettingsRequestSchema = z
  .object({
    show_birth_time: z.boolean({ error: M.invalidValue }),
    /** Left out: as it was. */
    show_chart: z.boolean({ error: M.invalidValue }).optional(),
    contact: z.enum(BIODATA_CONTACTS, { error: M.invalidValue }),
    guardian_mobile: mobileNumber.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.contact === 'guardian' && !body.guardian_mobile) {
      ctx.addIssue({ code: 'custom', path: ['guardian_mobile'], message: M.required });
    }
  });
export type SaveBiodataSettingsRequest = z.input<typeof saveBiodataSettingsRequestSchema>;

/**
 * Who made a link: the member, whose link shows what they chose to print, or the office's broadcast,
 * whose link shows what a printed list may show (the site's number, no birth time).
 */
export const SHARE_LINK_KINDS = ['member', 'broadcast'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

/** One shared biodata link. The link itself is shown once, when it is made: only its hash is kept. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHARE_LINK_KINDS),
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
    /** A melava's booklet: its confirmed registrants who agreed to printed lists. */
    event_id: databaseId.optional(),
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
