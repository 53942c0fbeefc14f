import { type Domain, MARRIAGES_SHOWN, type MarriagesResponse } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { latestMarriages } from './queries.js';

/** The site's success stories for the home page carousel, newest first. */
export async function listMarriages(
  db: Db,
  urls: MediaUrlSigner,
  domain: Domain,
): Promise<MarriagesResponse> {
  const rows = await latestMarriages(db, domain, MARRIAGES_SHOWN);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      caption: row.caption,
      language: row.language,
      short: urls.urlFor(row.shortKey),
      large: urls.urlFor(row.largeKey),
      url: urls.urlFor(row.urlKey),
    })),
  };
}
