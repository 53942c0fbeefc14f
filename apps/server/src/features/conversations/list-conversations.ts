import type { ConversationListResponse, UnreadConversationsResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { maySeePhotosOfOthers, photosFor } from '../access/what-they-see.js';
import { talkingProfileOf } from '../access/who-may-talk.js';
import { conversationPage, countUnreadConversations } from './queries.js';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The other side is null once that family erased its account. */
export async function listConversations(
  db: Db,
  urls: MediaUrlSigner,
  viewer: AuthUser,
  page: number,
): Promise<ConversationListResponse> {
  const profileId = talkingProfileOf(viewer);
  const photos = photosFor({ id: viewer.id, profileId }, maySeePhotosOfOthers(viewer), false);
  const rows = await conversationPage(db, profileId, photos, page);
  return {
    count: rows[0]?.total ?? 0,
    rows: rows.map((row) => {
      const photo = row.photos?.[0];
      return {
        conversation_id: row.id,
        profile:
          row.other_id === null
            ? null
            : {
                profile_id: row.other_id,
                mid: row.mid ?? '',
                name: row.name ?? '',
                photo: photo ? urls.urlFor(photo.shortKey) : null,
              },
        last_message:
          row.last_at === null
            ? null
            : {
                text: row.last_text ?? '',
                sent_at: iso(row.last_at) as string,
                from_me: row.last_sender === profileId,
              },
        unread: row.unread,
        state: row.closed_at === null ? 'open' : 'closed',
        closed_reason: row.closed_at === null ? null : (row.closed_reason ?? 'closed'),
      };
    }),
  };
}

/** Zero for an operator or a member without a profile. */
export async function unreadConversations(db: Db, viewer: AuthUser): Promise<UnreadConversationsResponse> {
  if (viewer.role === 'ADMIN' || viewer.profileId === null) return { unread: 0 };
  return { unread: await countUnreadConversations(db, talkingProfileOf(viewer)) };
}
