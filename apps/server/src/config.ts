import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BADGE_KINDS,
  type BadgeKind,
  DEFAULT_DOMAIN,
  DOMAINS,
  type Domain,
  REPORTS_PER_DAY,
} from '@varmala/shared';
import { z } from 'zod';
import { ensurePrivateDir } from './lib/private-dir.js';

/** Interests one member may send in 24 hours, unless the operator sets INTERESTS_PER_DAY. */
export const DEFAULT_INTERESTS_PER_DAY = 20;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  MOBILE_HASH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  WHATSAPP_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+?\d{10,15}$/, 'must be 10-15 digits')
      .optional(),
  ),
  // A UPI address: a handle, '@', a bank's name (e.g. varmala.office@okaxis).
  UPI_VPA: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'must be a UPI address such as name@bank')
      .optional(),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  ANDROID_APP_URL: optionalText.pipe(z.url().optional()),
  ANALYTICS_TAG: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'must be a tag id such as AW-123456789')
      .optional(),
  ),
  DOMAIN_HOSTS: optionalText,
  // Proxy hops in front of the server; `true` and `false` stay accepted as 1 and 0.
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be the number of proxies in front of the server (0, 1, 2...)')
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  // Interests one member may send in 24 hours (features/interests).
  INTERESTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(DEFAULT_INTERESTS_PER_DAY),
  // Text messages (lib/sms): unset writes each to DATA_DIR/outbox/sms/.
  SMS_URL: optionalText.pipe(z.url({ protocol: /^(msg91|twilio|https?)$/ }).optional()),
  // The DLT template id registered for the verification code's text (Indian senders need one).
  SMS_DLT_TEMPLATE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10,25}$/, 'must be the digits of a DLT template id')
      .optional(),
  ),
  // The DLT template id registered for the claim link's text (features/assisted).
  SMS_DLT_CLAIM_TEMPLATE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10,25}$/, 'must be the digits of a DLT template id')
      .optional(),
  ),
  // Which badges make a profile "verified" for search's filter and order (features/verification).
  VERIFIED_KINDS: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((kind) => kind.trim()))
      .pipe(
        z.array(z.enum(BADGE_KINDS, 'must be kinds of badge: mobile, operator_call, id_seen, photo')).min(1),
      )
      .optional(),
  ),
  // Web Push keys (features/notifications); unset: generated once into DATA_DIR.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface UploadLimits {
  /** Uploads of one member (or admin) being received or processed at once. */
  perMember: number;
  /** Bytes of upload bodies the whole process may hold at once: each upload is read into memory. */
  maxBufferedBytes: number;
  /** An upload that sends nothing for this long is dropped. */
  stalledAfterMs: number;
}

/** The bucket media goes to instead of DATA_DIR/media; credentials come from the standard AWS variables. */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself. MinIO, R2, Backblaze and local servers give their own. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO and local servers expect. */
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** What refused mobile numbers are hashed with (decision 019): JWT_SECRET unless set apart. */
  mobileHashSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsappNumber: string | undefined;
  /** The operator's UPI address (VPA) members pay to; unset: plans are bought on WhatsApp only. */
  upiVpa: string | undefined;
  /** Where members write when stuck, beside or instead of WhatsApp. */
  supportEmail: string | undefined;
  androidAppUrl: string | undefined;
  analyticsTag: string | undefined;
  domainHosts: Map<string, Domain>;
  /** Proxies in front of the server (0: none); the client's address is the one the outermost appended. */
  trustProxy: number;
  /** Unset: rate limits and throttles count in this process's memory. */
  redisUrl: string | undefined;
  /** Unset: media files under DATA_DIR/media. */
  s3: S3Settings | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  uploads: UploadLimits;
  /** Interests one member may send in 24 hours (429 past it). */
  interestsPerDay: number;
  /** Where text messages go (lib/sms); unset: files in DATA_DIR/outbox/sms. */
  smsUrl: string | undefined;
  /** The DLT template id of the verification code's text, sent with it to Indian providers. */
  smsDltTemplateId: string | undefined;
  /** The DLT template id of the claim link's text (a family registered by the operator). */
  smsDltClaimTemplateId: string | undefined;
  /** The badges that make a profile "verified" in search (all four unless the operator says). */
  verifiedKinds: readonly BadgeKind[];
  /** Web Push keys from the environment; unset: generated once into DATA_DIR (features/notifications). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  notices: NoticeSettings;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerMobile: RateLimitRule;
    passwordChangePerMember: RateLimitRule;
    signupPerIp: RateLimitRule;
    signupPerMobile: RateLimitRule;
    verifyEmailPerIp: RateLimitRule;
    passwordResetPerIp: RateLimitRule;
    passwordResetPerMobile: RateLimitRule;
    publicSearchPerIp: RateLimitRule;
    searchPagesPerMember: RateLimitRule;
    profileViewsPerMember: RateLimitRule;
    profileMatchesPerMember: RateLimitRule;
    reportsPerMember: RateLimitRule;
    blockChangesPerMember: RateLimitRule;
    privacyChangesPerMember: RateLimitRule;
    exportsPerMember: RateLimitRule;
    erasureAttemptsPerMember: RateLimitRule;
    biodataPerMember: RateLimitRule;
    sharedBiodataPerIp: RateLimitRule;
    utrTriesPerMember: RateLimitRule;
    claimTriesPerIp: RateLimitRule;
  };
}

/** How the notice senders run (features/notifications); tests shorten the waits. */
export interface NoticeSettings {
  /** Run the senders in this process (the server does; most tests do not). */
  workers: boolean;
  /** How often an idle sender asks the queue for work. */
  pollingSeconds: number;
  /** A message claimed by a sender that died is sent again after this long. */
  claimLeaseSeconds: number;
  /** A job not finished in this long is taken to have died with its sender and is run again. */
  jobExpireSeconds: number;
  /** The first wait before a failed job runs again; each later wait is longer (back-off). */
  retryDelaySeconds: number;
}

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  workers: true,
  pollingSeconds: 2,
  claimLeaseSeconds: 600,
  jobExpireSeconds: 900,
  retryDelaySeconds: 30,
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  // Generous per address: many families share one carrier-grade NAT address.
  loginPerIp: { limit: 60, windowMs: 15 * MINUTE },
  // One mobile from one address: a guesser gets five passwords a quarter of an hour, the member
  // trying from home is not held up by them (docs/decisions/026).
  loginPerMobile: { limit: 5, windowMs: 15 * MINUTE },
  // Guessing the old password with a stolen token stops as guessing at login does.
  passwordChangePerMember: { limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signupPerMobile: { limit: 5, windowMs: 60 * MINUTE },
  verifyEmailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  passwordResetPerIp: { limit: 20, windowMs: 60 * MINUTE },
  passwordResetPerMobile: { limit: 5, windowMs: 60 * MINUTE },
  // The public page is open to anyone: enough for a family trying a few dates, not for scraping.
  publicSearchPerIp: { limit: 30, windowMs: 15 * MINUTE },
  // Far more than a family reads in an hour; enough to stop one account paging through the whole site.
  searchPagesPerMember: { limit: 600, windowMs: 60 * MINUTE },
  profileViewsPerMember: { limit: 300, windowMs: 60 * MINUTE },
  // The horoscope panel of each profile viewed: as many as views, counted apart from them.
  profileMatchesPerMember: { limit: 300, windowMs: 60 * MINUTE },
  // Enough for a member who meets several fakes in a day; not enough to flood the operator's queue.
  reportsPerMember: { limit: REPORTS_PER_DAY, windowMs: DAY },
  // Blocks and unblocks counted together: each one changes what every server keeps of both members.
  blockChangesPerMember: { limit: 30, windowMs: DAY },
  // Pausing, showing again, and who sees my photos: room to change one's mind, not to flood.
  privacyChangesPerMember: { limit: 30, windowMs: 60 * MINUTE },
  // Each export reads every file of the member: a few a day is all anyone needs.
  exportsPerMember: { limit: 3, windowMs: DAY },
  // Each attempt checks the password (argon2): counted before it, as log-in attempts are.
  erasureAttemptsPerMember: { limit: 5, windowMs: 15 * MINUTE },
  // Each biodata is drawn anew (about 0.1 s of CPU): plenty for a family sending it around, and a cap
  // on what one member, or one address opening shared links (page, PDF, preview), can make it cost.
  biodataPerMember: { limit: 60, windowMs: 60 * MINUTE },
  sharedBiodataPerIp: { limit: 120, windowMs: 15 * MINUTE },
  // A member corrects a mistyped UTR a few times; guessing other people's UTRs takes thousands.
  utrTriesPerMember: { limit: 10, windowMs: 60 * MINUTE },
  // A family opens its link once or twice; made-up links from one address are cut short.
  claimTriesPerIp: { limit: 20, windowMs: 60 * MINUTE },
};

// Room for one full horoscope upload (5 files of 10 MB) and a few photos at the same time.
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perMember: 2,
  maxBufferedBytes: 64 * 1024 * 1024,
  stalledAfterMs: 60_000,
};

function parseDomainHosts(raw: string | undefined, problems: string[]): Map<string, Domain> {
  const hosts = new Map<string, Domain>();
  if (!raw) return hosts;
  for (const pair of raw.split(',')) {
    const [host, domain] = pair.split('=').map((s) => s.trim());
    if (!host || !domain || !(DOMAINS as readonly string[]).includes(domain)) {
      problems.push(`DOMAIN_HOSTS: '${pair}' is not host=domain with domain one of ${DOMAINS.join(', ')}`);
      continue;
    }
    hosts.set(host.toLowerCase(), domain as Domain);
  }
  return hosts;
}

/** The JWT secret: from the environment, else generated once and kept beside the data. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const domainHosts = parseDomainHosts(env.DOMAIN_HOSTS, problems);
  // A secret generated in DATA_DIR is one machine's own: instances sharing a database must share the
  // secret too, or a token signed by one is refused by the next.
  if (env.DATABASE_URL && !env.JWT_SECRET && !overrides.jwtSecret) {
    problems.push(
      'JWT_SECRET: required with DATABASE_URL (every instance must sign with the same secret): set it to a random string of at least 32 characters',
    );
  }
  const s3Only = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => env[name]);
  if (!env.S3_BUCKET && s3Only.length > 0) {
    problems.push(`S3_BUCKET: required with ${s3Only.join(', ')}`);
  }
  // Every page where a member is stuck names a way to reach the operator; a live site must have one.
  // Checked when NODE_ENV=production is set, so that a first `npm start` without settings still runs.
  if (source.NODE_ENV?.trim() === 'production' && !env.WHATSAPP_NUMBER && !env.SUPPORT_EMAIL) {
    problems.push(
      'WHATSAPP_NUMBER or SUPPORT_EMAIL: with NODE_ENV=production set at least one, so that members can reach you',
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    jwtSecret,
    mobileHashSecret: env.MOBILE_HASH_SECRET ?? jwtSecret,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Varmala <no-reply@varmala.local>',
    whatsappNumber: env.WHATSAPP_NUMBER,
    upiVpa: env.UPI_VPA,
    supportEmail: env.SUPPORT_EMAIL,
    androidAppUrl: env.ANDROID_APP_URL,
    analyticsTag: env.ANALYTICS_TAG,
    domainHosts,
    trustProxy: env.TRUST_PROXY ?? 0,
    redisUrl: env.REDIS_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          // Any region works for MinIO and local servers; AWS needs the bucket's own.
          region: env.S3_REGION ?? 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    uploads: DEFAULT_UPLOAD_LIMITS,
    interestsPerDay: env.INTERESTS_PER_DAY,
    smsUrl: env.SMS_URL,
    smsDltTemplateId: env.SMS_DLT_TEMPLATE_ID,
    smsDltClaimTemplateId: env.SMS_DLT_CLAIM_TEMPLATE_ID,
    verifiedKinds: env.VERIFIED_KINDS ? [...new Set(env.VERIFIED_KINDS)] : BADGE_KINDS,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    notices: DEFAULT_NOTICE_SETTINGS,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}

export function defaultDomainFor(config: Config, host: string | undefined): Domain {
  if (!host) return DEFAULT_DOMAIN;
  return config.domainHosts.get(host.toLowerCase().replace(/:\d+$/, '')) ?? DEFAULT_DOMAIN;
}
