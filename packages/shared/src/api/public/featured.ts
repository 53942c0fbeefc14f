import { z } from 'zod';

/** A featured profile on the home page: what a visitor may see, and nothing more. */
export const featuredProfileSchema = z.object({
  /** Opens the profile for members (the login first, for visitors). */
  profile_id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string().nullable(),
  /** A signed link to the small photo, valid for about an hour; null without a photo or when its member shows photos only to those they shortlisted. */
  thumbnail: z.string().nullable(),
  /** A synthetic member made by `npm run seed`. */
  demo: z.boolean(),
});
export type FeaturedProfile = z.infer<typeof featuredProfileSchema>;

/** `GET /api/featured`: featured Approved profiles of the site's domain, newest first. */
export const featuredResponseSchema = z.object({
  brides: z.array(featuredProfileSchema),
  grooms: z.array(featuredProfileSchema),
});
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;

/** Featured profiles shown per gender. */
export const FEATURED_PER_GENDER = 12;
