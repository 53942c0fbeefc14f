import type { SearchFilters, SearchResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { assertMayLook } from '../access/who-may-look.js';
import type { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { noOwnStar, readOwnHoroscope } from '../horoscope/own-horoscope.js';
import { viewerMatches } from '../horoscope/viewer-matches.js';
import { countShown, keptCount, pageDbFor, type SearchSpeed } from '../search-speed/search-speed.js';
import { toListItem } from './profile-item.js';
import { searchOf, searchPage } from './search-query.js';

/** The pools and kept counts a search runs on (search-speed), and the signer of its photos. */
export interface SearchDeps extends SearchSpeed {
  urls: MediaUrlSigner;
  horoscopes: HoroscopeCaches;
  /** The bits of the badges the operator counts as verified (features/verification). */
  verifiedMask?: number;
}

/**
 * `POST /api/profile/recent/{page}`: newest first, 20 a page, with the number of matches. A member
 * without a photo of their own sees no photos of others, and the answer says so (`photo_nudge`);
 * an admin always sees them.
 */
export async function searchProfiles(
  deps: SearchDeps,
  viewer: AuthUser,
  page: number,
  filters: SearchFilters,
): Promise<SearchResponse> {
  assertMayLook(viewer);
  const photos = maySeePhotosOfOthers(viewer);
  const search = searchOf(viewer, filters, photos, deps.verifiedMask);
  // The member's own chart scores every row, and the horoscope filter needs it before the query.
  const ownRead = search.admin
    ? Promise.resolve(undefined)
    : readOwnHoroscope(deps.db, deps.horoscopes, viewer);
  if (filters.horoscope_match) {
    if (search.admin) throw new AppError('FORBIDDEN', 'adminHasNoHoroscope');
    const own = await ownRead;
    if (!own) throw noOwnStar();
    const matching = viewerMatches(deps.horoscopes, own).matchingSet();
    search.horoscopeCodes = matching.literal;
    search.horoscopeSet = matching.id;
  }
  // The page and its count, as search-query.ts reads them, on the pool and from the counts that
  // make them fast (search-speed).
  const [rows, count, own] = await Promise.all([
    searchPage(pageDbFor(deps, viewer, search, page), search, page),
    keptCount(deps, search),
    ownRead,
  ]);
  const matches = own && viewerMatches(deps.horoscopes, own);
  return {
    rows: rows.map((row) => toListItem(row, deps.urls, matches?.card(row) ?? null)),
    count: countShown(count, page, rows.length),
    photo_nudge: !photos,
  };
}
