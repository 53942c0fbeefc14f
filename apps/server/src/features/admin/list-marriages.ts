import type { AdminMarriage, AdminMarriageList, Domain } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { type AdminMarriageDbRow, countMarriages, marriagePageQuery } from './queries.js';

export function toAdminMarriage(urls: MediaUrlSigner, row: AdminMarriageDbRow): AdminMarriage {
  return {
    id: row.id,
    caption: row.caption,
    language: row.language,
    short: urls.urlFor(row.shortKey),
    large: urls.urlFor(row.largeKey),
    url: urls.urlFor(row.urlKey),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `GET /api/admin/marriages/{page}`: every marriage photo of the operator's site, newest first, 20 a
 * page; the home page shows the newest of them.
 */
export async function listAdminMarriages(
  db: Db,
  urls: MediaUrlSigner,
  domain: Domain,
  page: number,
): Promise<AdminMarriageList> {
  const [rows, total] = await Promise.all([marriagePageQuery(db, domain, page), countMarriages(db, domain)]);
  return { rows: rows.map((row) => toAdminMarriage(urls, row)), count: total };
}
