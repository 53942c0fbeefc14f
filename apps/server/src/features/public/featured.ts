import {
  FEATURED_PER_GENDER,
  type FeaturedProfile,
  type FeaturedResponse,
  type Gender,
} from '@varmala/shared';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { featuredProfiles, type OpenListAsk } from './queries.js';

async function featuredOf(
  db: Db,
  urls: MediaUrlSigner,
  ask: OpenListAsk,
  gender: Gender,
): Promise<FeaturedProfile[]> {
  const rows = await featuredProfiles(db, ask, gender, FEATURED_PER_GENDER);
  return rows.map((row) => ({
    profile_id: row.profileId,
    name: row.name,
    age: row.age,
    city: row.city.trim() || null,
    thumbnail: row.thumbnailKey ? urls.urlFor(row.thumbnailKey) : null,
    demo: row.demo,
  }));
}

/**
 * The home page's featured brides and grooms: the operator chose to show them to everyone
 * (`featuredIn`: no demo member on a site that keeps them apart, nobody the member reading is kept
 * apart from).
 */
export async function listFeatured(
  db: Db,
  urls: MediaUrlSigner,
  ask: OpenListAsk,
): Promise<FeaturedResponse> {
  const [brides, grooms] = await Promise.all([
    featuredOf(db, urls, ask, 'Female'),
    featuredOf(db, urls, ask, 'Male'),
  ]);
  return { brides, grooms };
}
