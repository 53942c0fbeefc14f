import { z } from 'zod';

/** A member who downloaded my contact details. */
export const contactViewSchema = z.object({
  /** Null only for a downloader who never saved a profile and has since left. */
  mid: z.string().nullable(),
  /**
   * The name the operator approved. Null once the downloader has left (`left`), and while the
   * operator has not approved their profile: a name nobody has looked at is not shown to others.
   */
  name: z.string().nullable(),
  /** The downloader has erased their account: their member id is all that is kept. */
  left: z.boolean(),
  /** ISO 8601 timestamp of the download. */
  viewed_at: z.string(),
});
export type ContactView = z.infer<typeof contactViewSchema>;

/** `GET /api/me/contact-views/{page}`: everyone who took my number, newest first, 20 a page. */
export const contactViewsResponseSchema = z.object({
  rows: z.array(contactViewSchema),
  count: z.number().int(),
});
export type ContactViewsResponse = z.infer<typeof contactViewsResponseSchema>;
