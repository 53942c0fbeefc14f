import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BADGE_KINDS,
  type BadgeKind,
  DEFAULT_DOMAIN,
  DOMAINS,
  type Domain,
  type Language,
  REPORTS_PER_DAY,
  siteName,
} from '@varmala/shared';
import { z } from 'zod';
import { ensurePrivateDir } from './lib/private-dir.js';

export const DEFAULT_INTERESTS_PER_DAY = 20;
export const DEFAULT_MESSAGES_PER_DAY = 100;
/** Days without use after which a listed profile is paused, unless the operator sets IDLE_PAUSE_DAYS. */
export const DEFAULT_IDLE_PAUSE_DAYS = 120;

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
  // Unset: PUBLIC_URL (one host serving both sites).
  PUBLIC_URL_TAMILMALA: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  WHATSAPP_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+?\d{10,15}$/, 'must be 10-15 digits')
      .optional(),
  ),
  // e.g. varmala.office@okaxis
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
  // `true` and `false` stay accepted as 1 and 0.
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
  INTERESTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(DEFAULT_INTERESTS_PER_DAY),
  MESSAGES_PER_DAY: z.coerce.number().int().min(1).max(10000).default(DEFAULT_MESSAGES_PER_DAY),
  // Days without use after which a listed profile is paused (features/idle), warned 7 days before.
  IDLE_PAUSE_DAYS: z.coerce.number().int().min(8).max(3650).default(DEFAULT_IDLE_PAUSE_DAYS),
  // Text messages (lib/sms): unset writes each to DATA_DIR/outbox/sms/.
  SMS_URL: optionalText.pipe(z.url({ protocol: /^(msg91|twilio|https?)$/ }).optional()),
  SMS_DLT_TEMPLATE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10,25}$/, 'must be the digits of a DLT template id')
      .optional(),
  ),
  SMS_DLT_CLAIM_TEMPLATE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10,25}$/, 'must be the digits of a DLT template id')
      .optional(),
  ),
  VERIFIED_KINDS: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((kind) => kind.trim()))
      .pipe(
        z.array(z.enum(BADGE_KINDS, 'must be kinds of badge: mobile, operator_call, id_seen, photo')).min(1),
      )
      .optional(),
  ),
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
  PUSH_SERVICE_HOSTS: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface UploadLimits {
  perMember: number;
  /** Each upload is read into memory. */
  maxBufferedBytes: number;
  stalledAfterMs: number;
}

/** Credentials come from the standard AWS variables. */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** For refused mobile numbers (decision 019): JWT_SECRET unless set apart. */
  mobileHashSecret: string;
  /** Links go through `siteUrl`, which picks the member's site. */
  publicUrl: string;
  siteUrls: Readonly<Partial<Record<Domain, string>>>;
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsappNumber: string | undefined;
  /** Unset: plans are bought on WhatsApp only. */
  upiVpa: string | undefined;
  supportEmail: string | undefined;
  androidAppUrl: string | undefined;
  analyticsTag: string | undefined;
  domainHosts: Map<string, Domain>;
  /** 0: none; the client's address is the one the outermost proxy appended. */
  trustProxy: number;
  /** Unset: rate limits count in this process's memory. */
  redisUrl: string | undefined;
  s3: S3Settings | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  uploads: UploadLimits;
  interestsPerDay: number;
  messagesPerDay: number;
  /** Days without use after which a listed profile is paused (IDLE_PAUSE_DAYS). */
  idlePauseDays: number;
  /** Where text messages go (lib/sms); unset: files in DATA_DIR/outbox/sms. */
  smsUrl: string | undefined;
  /** Indian senders need a registered DLT template per text. */
  smsDltTemplateId: string | undefined;
  smsDltClaimTemplateId: string | undefined;
  verifiedKinds: readonly BadgeKind[];
  /** Unset: generated once into DATA_DIR. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** `host` or `host:port`; the server connects to no other, an IP address only when named here. */
  pushServiceHosts: readonly string[];
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
    birthChartsPerMember: RateLimitRule;
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

export interface NoticeSettings {
  workers: boolean;
  pollingSeconds: number;
  claimLeaseSeconds: number;
  jobExpireSeconds: number;
  retryDelaySeconds: number;
}

/** Chrome's (FCM), Firefox's (autopush) and Safari's (Apple) push services. */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];

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
  // Generous: many families share one carrier-grade NAT address.
  loginPerIp: { limit: 60, windowMs: 15 * MINUTE },
  // Per mobile and address: a guesser is slowed, the member at home is not (docs/decisions/026).
  loginPerMobile: { limit: 5, windowMs: 15 * MINUTE },
  passwordChangePerMember: { limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signupPerMobile: { limit: 5, windowMs: 60 * MINUTE },
  verifyEmailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  passwordResetPerIp: { limit: 20, windowMs: 60 * MINUTE },
  passwordResetPerMobile: { limit: 5, windowMs: 60 * MINUTE },
  // Enough for a family trying a few dates, not for scraping.
  publicSearchPerIp: { limit: 30, windowMs: 15 * MINUTE },
  searchPagesPerMember: { limit: 600, windowMs: 60 * MINUTE },
  profileViewsPerMember: { limit: 300, windowMs: 60 * MINUTE },
  profileMatchesPerMember: { limit: 300, windowMs: 60 * MINUTE },
  // Each walks the Moon and the lagna over an hour.
  birthChartsPerMember: { limit: 60, windowMs: 60 * MINUTE },
  reportsPerMember: { limit: REPORTS_PER_DAY, windowMs: DAY },
  // Each changes what every server keeps of both members.
  blockChangesPerMember: { limit: 30, windowMs: DAY },
  privacyChangesPerMember: { limit: 30, windowMs: 60 * MINUTE },
  exportsPerMember: { limit: 3, windowMs: DAY },
  // Each checks the password (argon2).
  erasureAttemptsPerMember: { limit: 5, windowMs: 15 * MINUTE },
  // Each biodata is drawn anew (about 0.1 s of CPU).
  biodataPerMember: { limit: 60, windowMs: 60 * MINUTE },
  sharedBiodataPerIp: { limit: 120, windowMs: 15 * MINUTE },
  // Guessing other people's UTRs takes thousands.
  utrTriesPerMember: { limit: 10, windowMs: 60 * MINUTE },
  claimTriesPerIp: { limit: 20, windowMs: 60 * MINUTE },
};

// Room for one full horoscope upload (5 files of 10 MB) and a few photos at once.
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

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Unless DOMAIN_HOSTS names it already, or it is PUBLIC_URL's host too. */
function addSiteHosts(
  hosts: Map<string, Domain>,
  siteUrls: Partial<Record<Domain, string>>,
  publicUrl: string | undefined,
): void {
  const defaultHost = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : undefined;
  for (const [domain, url] of Object.entries(siteUrls) as [Domain, string][]) {
    const host = new URL(url).hostname.toLowerCase();
    if (host !== defaultHost && !hosts.has(host)) hosts.set(host, domain);
  }
}

/** As a URL writes its host (lower case, port 443 left out), so endpoints compare by equality. */
function parsePushServiceHosts(raw: string | undefined, problems: string[]): readonly string[] {
  if (raw === undefined) return DEFAULT_PUSH_SERVICE_HOSTS;
  const hosts: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    let host: string | undefined;
    try {
      const url = new URL(`https://${entry}/`);
      const plain = url.username === '' && url.password === '' && url.pathname === '/' && !url.search;
      if (plain && !url.hostname.endsWith('.') && url.host === entry.toLowerCase().replace(/:443$/, ''))
        host = url.host;
    } catch {
      // Reported below.
    }
    if (host) hosts.push(host);
    else problems.push(`PUSH_SERVICE_HOSTS: '${entry}' is not a host name with an optional :port`);
  }
  return hosts;
}

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
  const siteUrls = env.PUBLIC_URL_TAMILMALA
    ? { tamilmala: withoutTrailingSlash(env.PUBLIC_URL_TAMILMALA) }
    : {};
  addSiteHosts(domainHosts, siteUrls, env.PUBLIC_URL);
  const pushServiceHosts = parsePushServiceHosts(env.PUSH_SERVICE_HOSTS, problems);
  // Instances sharing a database must share the secret, or a token signed by one is refused by the next.
  if (env.DATABASE_URL && !env.JWT_SECRET && !overrides.jwtSecret) {
    problems.push(
      'JWT_SECRET: required with DATABASE_URL (every instance must sign with the same secret): set it to a random string of at least 32 characters',
    );
  }
  const s3Only = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => env[name]);
  if (!env.S3_BUCKET && s3Only.length > 0) {
    problems.push(`S3_BUCKET: required with ${s3Only.join(', ')}`);
  }
  // A live site must name a way to reach the operator; a first `npm start` without settings still runs.
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
    publicUrl: withoutTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${port}`),
    siteUrls,
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
          // AWS needs the bucket's own region; any works for MinIO.
          region: env.S3_REGION ?? 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    uploads: DEFAULT_UPLOAD_LIMITS,
    interestsPerDay: env.INTERESTS_PER_DAY,
    messagesPerDay: env.MESSAGES_PER_DAY,
    idlePauseDays: env.IDLE_PAUSE_DAYS,
    smsUrl: env.SMS_URL,
    smsDltTemplateId: env.SMS_DLT_TEMPLATE_ID,
    smsDltClaimTemplateId: env.SMS_DLT_CLAIM_TEMPLATE_ID,
    verifiedKinds: env.VERIFIED_KINDS ? [...new Set(env.VERIFIED_KINDS)] : BADGE_KINDS,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    pushServiceHosts,
    notices: DEFAULT_NOTICE_SETTINGS,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}

export function defaultDomainFor(config: Config, host: string | undefined): Domain {
  if (!host) return DEFAULT_DOMAIN;
  return config.domainHosts.get(host.toLowerCase().replace(/:\d+$/, '')) ?? DEFAULT_DOMAIN;
}

export type SiteAddresses = Pick<Config, 'publicUrl' | 'siteUrls'>;

/** Without a trailing slash. */
export function siteUrl(config: SiteAddresses, domain: Domain | null | undefined): string {
  return (domain && config.siteUrls[domain]) || config.publicUrl;
}

export interface Site {
  name: string;
  url: string;
}

export function siteOf(config: SiteAddresses, domain: Domain | null | undefined, language: Language): Site {
  return { name: siteName(domain, language), url: siteUrl(config, domain) };
}
