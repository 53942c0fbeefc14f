import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.js';

/** The built server's own modules, so the bench reads and queries exactly what the server does. */
// biome-ignore lint/suspicious/noExplicitAny: the built server has no declarations in this project
export type ServerModule = any;

/** One module of the built server, by its path under `apps/server/dist`; another checkout's with `checkout`. */
export const builtServerModule = (file: string, checkout = repoRoot): Promise<ServerModule> =>
  import(pathToFileURL(path.join(checkout, 'apps/server/dist', file)).href);

export const serverModules = async (checkout = repoRoot) => {
  const load = (file: string) => builtServerModule(file, checkout);
  return {
    app: await load('app.js'),
    config: await load('config.js'),
    client: await load('db/client.js'),
    seed: await load('db/seed/seed-database.js'),
    searchQuery: await load('features/search/search-query.js'),
    searchProfiles: await load('features/search/search-profiles.js'),
    // Builds before the search ran one way keep `searchOf` in search-query.js and the cache in count-cache.js.
    searchOf: await load('features/search/search-of.js').catch(() => load('features/search/search-query.js')),
    countCache: await load('features/search/search-speed.js').then((module) =>
      module.CountCache ? module : load('features/search/count-cache.js'),
    ),
    signedUrl: await load('lib/storage/signed-url.js'),
    // Absent from builds before the horoscope caches were the app's: there the search keeps its own.
    horoscopeCaches: await load('features/access/horoscope-caches.js').catch(() => undefined),
    profileItem: await load('features/access/profile-rows.js'),
    record: await load('lib/sql-record.js'),
  };
};

/** One module of the built server, by its path under apps/server/dist. */
export const loadServerModule = (file: string) => builtServerModule(file);
