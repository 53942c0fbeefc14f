import type { MarriedPartner } from '@varmala/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { profiles, successStories } from '../../db/schema.js';

const MARRIED = [300, 301];

/**
 * What the other family of a marriage asks of this profile on its home: to confirm the marriage
 * (families that named it as their spouse while it is not married yet), and to agree to the story
 * they wrote of it.
 */
export async function marriedAsks(
  db: Db,
  own: { id: number; status: number },
): Promise<{
  marriage_to_confirm: MarriedPartner[];
  story_to_consent: { story_id: number; partner: MarriedPartner } | null;
}> {
  const writer = alias(profiles, 'writer');
  const [claims, stories] = await Promise.all([
    MARRIED.includes(own.status)
      ? Promise.resolve([])
      : db
          .select({ profile_id: profiles.id, mid: profiles.mid, name: profiles.name })
          .from(profiles)
          .where(and(eq(profiles.spouseProfileId, own.id), eq(profiles.status, 300)))
          .orderBy(profiles.id),
    db
      .select({ story_id: successStories.id, profile_id: writer.id, mid: writer.mid, name: writer.name })
      .from(successStories)
      .innerJoin(writer, eq(writer.id, successStories.profileId))
      .where(
        and(
          eq(successStories.partnerProfileId, own.id),
          eq(successStories.state, 'awaiting_consent'),
          isNull(successStories.partnerConsentAt),
          inArray(writer.status, MARRIED),
        ),
      )
      .limit(1),
  ]);
  const story = stories[0];
  return {
    marriage_to_confirm: claims,
    story_to_consent: story
      ? {
          story_id: story.story_id,
          partner: { profile_id: story.profile_id, mid: story.mid, name: story.name },
        }
      : null,
  };
}
