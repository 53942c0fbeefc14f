import { z } from 'zod';
import { databaseId } from '../database-id.js';

/** Body of `POST` and `DELETE /api/profile/shortlist`; both answer `{ Status: 'Success' }`. */
export const shortlistRequestSchema = z.object({ profile_id: databaseId });
export type ShortlistRequest = z.input<typeof shortlistRequestSchema>;
