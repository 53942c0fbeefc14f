import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import type { CountCache } from './count-cache.js';

/** What the search, view and shortlist services share: built once per app by the routes. */
export interface SearchContext {
  db: Db;
  /** PostgreSQL only: the pool that walks an index in its order (`Database.indexWalkDb`). */
  indexWalkDb?: Db;
  urls: MediaUrlSigner;
  counts: CountCache;
}
