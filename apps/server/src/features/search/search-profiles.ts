import type { SearchFilters, SearchResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import type { HoroscopeCaches } from '../access/horoscope-caches.js';
import { interestsWithViewer } from '../access/interest-with-viewer.js';
import { noOwnStar, readOwnHoroscope } from '../access/own-horoscope.js';
import { toListItem } from '../access/profile-rows.js';
import { type ViewerMatches, viewerMatches } from '../access/viewer-matches.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { searchOf } from './search-of.js';
import { readSearch, type SearchSpeed } from './search-speed.js';

export interface SearchDeps extends SearchSpeed {
  urls: MediaUrlSigner;
  horoscopes: HoroscopeCaches;
  verifiedMask?: number;
}

/** A member without a photo of their own sees no photos of others (`photo_nudge`). */
export async function searchProfiles(
  deps: SearchDeps,
  viewer: AuthUser,
  page: number,
  filters: SearchFilters,
): Promise<SearchResponse> {
  const photos = maySeePhotosOfOthers(viewer);
  const search = searchOf(viewer, filters, photos, deps.verifiedMask);
  const ownRead = search.admin
    ? Promise.resolve(undefined)
    : readOwnHoroscope(deps.db, deps.horoscopes, viewer);
  let matches: ViewerMatches | undefined;
  if (filters.horoscope_match) {
    if (search.admin) throw new AppError('FORBIDDEN', 'adminHasNoHoroscope');
    const own = await ownRead;
    if (!own) throw noOwnStar();
    matches = viewerMatches(deps.horoscopes, own);
    const matching = matches.matchingSet();
    search.horoscopeCodes = matching.literal;
    search.horoscopeSet = matching.id;
    search.marsDosham = matching.marsDosham;
    search.marsHouses = matching.marsHouses;
  }
  const [{ rows, count }, own] = await Promise.all([readSearch(deps, search, page), ownRead]);
  // After the page, by its ids, so the page's statement stays as tuned.
  const interests = await interestsWithViewer(
    deps.db,
    viewer,
    rows.map((row) => row.id),
  );
  matches ??= own && viewerMatches(deps.horoscopes, own);
  return {
    rows: rows.map((row) => {
      const card = matches?.card(row) ?? null;
      return toListItem(row, deps.urls, card, interests.get(row.id) ?? null);
    }),
    count,
    photo_nudge: !photos,
  };
}
