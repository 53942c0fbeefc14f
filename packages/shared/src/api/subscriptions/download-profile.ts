import { z } from 'zod';

/**
 * `GET /api/profile/download/{profileId}`: the gated details, for members with an active
 * subscription. The first download of a profile uses one download of the quota; later ones are free.
 */
export const downloadResponseSchema = z.object({
  mobiles: z.array(z.string()),
  /** 'hh:mm AM', or null when the profile has no horoscope yet. */
  birth_time: z.string().nullable(),
  /** Horoscope files; each URL is signed and works for about an hour. */
  attachments: z.array(z.object({ url: z.string() })),
});
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;
