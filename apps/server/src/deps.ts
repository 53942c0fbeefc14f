import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AuthCache } from './features/accounts/auth-cache.js';
import { LoginThrottle } from './features/accounts/login-throttle.js';
import type { AuthUserRow } from './features/accounts/queries.js';
import type { TokenService } from './features/accounts/tokens.js';
import type { Mailer } from './features/mail/mailer.js';
import type { UploadBudget } from './features/media/upload-budget.js';
import type { WorkQueue } from './features/media/work-queue.js';
import { RateLimiter } from './lib/rate-limiter.js';
import type { MediaStorage } from './lib/storage/media-storage.js';
import type { MediaUrlSigner } from './lib/storage/signed-url.js';

/** What the features need from the outside world, built once per app. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The auth check's rows, kept between requests; writers to an account call `forget` after commit. */
  authCache: AuthCache<AuthUserRow>;
  limiters: Record<keyof Config['rateLimits'], RateLimiter> & { loginFailures: LoginThrottle };
  mailer: Mailer;
  log: FastifyBaseLogger;
  storage: MediaStorage;
  /** Signs media URLs; one per app, so a photo shown by several routes is signed once per step. */
  urls: MediaUrlSigner;
  /** The one queue every picture is decoded in (member photos, horoscope scans, marriage photos). */
  images: WorkQueue;
  /** Room for upload bodies: per member and for the whole process (`UploadBudget`). */
  uploads: UploadBudget;
}

export function createLimiters(config: Config): Deps['limiters'] {
  const { rateLimits: r } = config;
  return {
    loginPerIp: new RateLimiter(r.loginPerIp),
    loginFailures: new LoginThrottle(config.loginThrottle),
    signupPerIp: new RateLimiter(r.signupPerIp),
    signupPerMobile: new RateLimiter(r.signupPerMobile),
    verifyEmailPerIp: new RateLimiter(r.verifyEmailPerIp),
    passwordResetPerIp: new RateLimiter(r.passwordResetPerIp),
    passwordResetPerMobile: new RateLimiter(r.passwordResetPerMobile),
    publicSearchPerIp: new RateLimiter(r.publicSearchPerIp),
    searchPagesPerMember: new RateLimiter(r.searchPagesPerMember),
    profileViewsPerMember: new RateLimiter(r.profileViewsPerMember),
  };
}
