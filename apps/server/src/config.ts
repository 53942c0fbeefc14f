import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOMAIN, DOMAINS, type Domain, REPORTS_PER_DAY } from '@varmala/shared';
import { z } from 'zod';

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
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  WHATSAPP_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+?\d{10,15}$/, 'must be 10-15 digits')
      .optional(),
  ),
  ANDROID_APP_URL: optionalText.pipe(z.url().optional()),
  ANALYTICS_TAG: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'must be a tag id such as AW-123456789')
      .optional(),
  ),
  DOMAIN_HOSTS: optionalText,
  TRUST_PROXY: optionalText.pipe(z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Failed logins of one mobile from one address (features/accounts/login-throttle.ts). */
export interface LoginThrottleRule {
  /** Failures after which each further try waits, 1 s then twice as long after every failure. */
  slowAfter: number;
  /** Failures after which tries are refused for `stopMs`. */
  stopAfter: number;
  stopMs: number;
}

export interface UploadLimits {
  /** Uploads of one member (or admin) being received or processed at once. */
  perMember: number;
  /** Bytes of upload bodies the whole process may hold at once: each upload is read into memory. */
  maxBufferedBytes: number;
  /** An upload that sends nothing for this long is dropped. */
  stalledAfterMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsappNumber: string | undefined;
  androidAppUrl: string | undefined;
  analyticsTag: string | undefined;
  domainHosts: Map<string, Domain>;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  uploads: UploadLimits;
  loginThrottle: LoginThrottleRule;
  rateLimits: {
    loginPerIp: RateLimitRule;
    signupPerIp: RateLimitRule;
    signupPerMobile: RateLimitRule;
    verifyEmailPerIp: RateLimitRule;
    passwordResetPerIp: RateLimitRule;
    passwordResetPerMobile: RateLimitRule;
    publicSearchPerIp: RateLimitRule;
    searchPagesPerMember: RateLimitRule;
    profileViewsPerMember: RateLimitRule;
    reportsPerMember: RateLimitRule;
    exportsPerMember: RateLimitRule;
    erasureAttemptsPerMember: RateLimitRule;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleRule = { slowAfter: 5, stopAfter: 10, stopMs: 15 * MINUTE };

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  // Generous per address: many families share one carrier-grade NAT address.
  loginPerIp: { limit: 60, windowMs: 15 * MINUTE },
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
  // Enough for a member who meets several fakes in a day; not enough to flood the operator's queue.
  reportsPerMember: { limit: REPORTS_PER_DAY, windowMs: DAY },
  // Each export reads every file of the member: a few a day is all anyone needs.
  exportsPerMember: { limit: 3, windowMs: DAY },
  // Each attempt checks the password (argon2): counted before it, as log-in attempts are.
  erasureAttemptsPerMember: { limit: 5, windowMs: 15 * MINUTE },
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
  mkdirSync(dataDir, { recursive: true });
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
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? env.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Varmala <no-reply@varmala.local>',
    whatsappNumber: env.WHATSAPP_NUMBER,
    androidAppUrl: env.ANDROID_APP_URL,
    analyticsTag: env.ANALYTICS_TAG,
    domainHosts,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    uploads: DEFAULT_UPLOAD_LIMITS,
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}

export function defaultDomainFor(config: Config, host: string | undefined): Domain {
  if (!host) return DEFAULT_DOMAIN;
  return config.domainHosts.get(host.toLowerCase().replace(/:\d+$/, '')) ?? DEFAULT_DOMAIN;
}
