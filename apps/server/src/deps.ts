import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AuthUserRow } from './features/access/account-queries.js';
import type { ActivityMarks } from './features/access/activity.js';
import type { HoroscopeCaches } from './features/access/horoscope-caches.js';
import type { RefusedMobiles } from './features/access/refused-mobiles.js';
import type { SiteKinds } from './features/access/site-kinds.js';
import type { TokenService } from './features/access/tokens.js';
import type { AuthCache } from './features/accounts/auth-cache.js';
import type { Mailer } from './features/events/mail/mailer.js';
import type { PaidPurposes } from './features/events/paid-purposes.js';
import type { NoticeSenders } from './features/notifications/senders.js';
import type { SmsSender } from './lib/sms/sms.js';
import type { MediaStorage } from './lib/storage/media-storage.js';
import type { MediaUrlSigner } from './lib/storage/signed-url.js';
import type { UploadBudget } from './lib/uploads/upload-budget.js';
import type { WorkQueue } from './lib/uploads/work-queue.js';

export type AuthRow = AuthUserRow & { guardianRole?: 'owner' | 'manage' | 'view' };

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  refusedMobiles: RefusedMobiles;
  /** Writers to an account call `forget` after commit. */
  authCache: AuthCache<AuthRow>;
  siteKinds: SiteKinds;
  /** Dropped when a site's rule changes. */
  horoscopes: HoroscopeCaches;
  /** Each member's day of last use, written once a day (the activity band, the idle pause). */
  activity: ActivityMarks;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  storage: MediaStorage;
  /** One per app, so a photo shown by several routes is signed once per step. */
  urls: MediaUrlSigner;
  /** Every picture is decoded in this one queue. */
  images: WorkQueue;
  uploads: UploadBudget;
  redis: Redis | undefined;
  /** What a confirmed payment for something other than a plan does (a melava registration). */
  paidPurposes: PaidPurposes;
  /** The senders of notices, when this process runs them (config.notices.workers). */
  notices?: NoticeSenders;
}
