import { z } from 'zod';
import { profileIdSchema } from './view-profile.js';

/** Body of `POST` and `DELETE /api/profile/shortlist`; both answer `{ Status: 'Success' }`. */
export const shortlistRequestSchema = z.object({ profile_id: profileIdSchema });
export type ShortlistRequest = z.input<typeof shortlistRequestSchema>;
