import {
  type Domain,
  FEATURED_PER_GENDER,
  type FeaturedProfile,
  type FeaturedResponse,
  type Gender,
} from '@varmala/shared';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { featuredProfiles } from './queries.js';

async function featuredOf(
  db: Db,
  urls: MediaUrlSigner,
  domain: Domain,
  gender: Gender,
  demosApart: boolean,
): Promise<FeaturedProfile[]> {
  const rows = await featuredProfiles(db, domain, gender, FEATURED_PER_GENDER, demosApart);
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
 * The home page's featured brides and grooms: the operator chose to show them to everyone. No demo
 * member on a site that keeps them apart from its real members (decision 032).
 */
export async function listFeatured(
  db: Db,
  urls: MediaUrlSigner,
  domain: Domain,
  demosApart: boolean,
): Promise<FeaturedResponse> {
  const [brides, grooms] = await Promise.all([
    featuredOf(db, urls, domain, 'Female', demosApart),
    featuredOf(db, urls, domain, 'Male', demosApart),
  ]);
  return { brides, grooms };
}
