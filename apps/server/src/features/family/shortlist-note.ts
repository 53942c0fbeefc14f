import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles, shortlists } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { viewableBy } from '../access/who-sees-whom.js';

/**
 * `POST /api/profile/shortlist/note`: the family's note on a profile it may see, kept with the
 * shortlist of the profile it acts for (a note shortlists it), so only that profile's guardians and
 * candidate read it. An empty text removes the note, not the shortlist.
 */
export async function saveShortlistNote(db: Db, viewer: AuthUser, profileId: number, text: string | null) {
  assertMayLook(viewer);
  const [target] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), viewableBy(viewer)))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', 'profileNotFound');
  if (target.userId === viewer.id) throw new AppError('BAD_REQUEST', 'cannotShortlistOwn');
  await db
    .insert(shortlists)
    .values({ userId: viewer.id, profileId, note: text })
    .onConflictDoUpdate({ target: [shortlists.userId, shortlists.profileId], set: { note: text } });
  return { Status: 'Success' as const, profile_id: profileId, text };
}
