import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.js';

/** The built server's own modules, so the bench reads and queries exactly what the server does. */
// biome-ignore lint/suspicious/noExplicitAny: the built server has no declarations in this project
type Module = any;

const load = (file: string): Promise<Module> =>
  import(pathToFileURL(path.join(repoRoot, 'apps/server/dist', file)).href);

export const serverModules = async () => ({
  app: await load('app.js'),
  config: await load('config.js'),
  client: await load('db/client.js'),
  seed: await load('features/seed/seed-database.js'),
  searchQuery: await load('features/search/search-query.js'),
  searchProfiles: await load('features/search/search-profiles.js'),
  countCache: await load('features/search-speed/count-cache.js'),
  signedUrl: await load('lib/storage/signed-url.js'),
  // Absent from builds before the horoscope caches were the app's: there the search keeps its own.
  horoscopeCaches: await load('features/horoscope/horoscope-caches.js').catch(() => undefined),
  profileItem: await load('features/search/profile-item.js'),
  record: await load('features/search-speed/record.js'),
});

/** One module of the built server, by its path under apps/server/dist. */
export const loadServerModule = load;
