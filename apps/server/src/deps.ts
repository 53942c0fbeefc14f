import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { SiteKinds } from './features/access/site-kinds.js';
import type { AuthCache } from './features/accounts/auth-cache.js';
import type { AuthUserRow } from './features/accounts/queries.js';
import type { RefusedMobiles } from './features/accounts/refused-mobiles.js';
import type { TokenService } from './features/accounts/tokens.js';
import type { HoroscopeCaches } from './features/horoscope/horoscope-caches.js';
import type { Mailer } from './features/mail/mailer.js';
import type { UploadBudget } from './features/media/upload-budget.js';
import type { WorkQueue } from './features/media/work-queue.js';
import type { NoticeSenders } from './features/notifications/senders.js';
import type { SmsSender } from './lib/sms/sms.js';
import type { MediaStorage } from './lib/storage/media-storage.js';
import type { MediaUrlSigner } from './lib/storage/signed-url.js';

/** What the features need from the outside world, built once per app. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Numbers of accounts erased while refused: a new account with one starts Rejected. */
  refusedMobiles: RefusedMobiles;
  /** The auth check's rows, kept between requests; writers to an account call `forget` after commit. */
  authCache: AuthCache<AuthUserRow>;
  /** Whether each site keeps demo and real members apart (features/access/site-kinds.ts). */
  siteKinds: SiteKinds;
  /** Members' own charts and the matches computed from them; dropped when a site's rule changes. */
  horoscopes: HoroscopeCaches;
  mailer: Mailer;
  /** Text messages to members' mobiles (lib/sms): codes now, any feature's messages later. */
  sms: SmsSender;
  log: FastifyBaseLogger;
  storage: MediaStorage;
  /** Signs media URLs; one per app, so a photo shown by several routes is signed once per step. */
  urls: MediaUrlSigner;
  /** The one queue every picture is decoded in (member photos, horoscope scans, marriage photos). */
  images: WorkQueue;
  /** Room for upload bodies: per member and for the whole process (`UploadBudget`). */
  uploads: UploadBudget;
  /** With REDIS_URL: where every instance keeps its shared counters (limits, throttles, uploads). */
  redis: Redis | undefined;
  /** The senders of notices, when this process runs them (config.notices.workers). */
  notices?: NoticeSenders;
}
