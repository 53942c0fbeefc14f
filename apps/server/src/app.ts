import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { App, ProductRoute } from './app-types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { readDemosApart, SiteKinds } from './features/access/site-kinds.js';
import { AuthCache } from './features/accounts/auth-cache.js';
import { AUTH_CHANGED_CHANNEL } from './features/accounts/queries.js';
import { createRefusedMobiles } from './features/accounts/refused-mobiles.js';
import { accountsRoutes } from './features/accounts/routes.js';
import { createTokenService } from './features/accounts/tokens.js';
import { adminRoutes } from './features/admin/routes.js';
import { assistedRoutes } from './features/assisted/routes.js';
import { biodataRoutes } from './features/biodata/routes.js';
import { homeRoutes } from './features/home/routes.js';
import { HoroscopeCaches } from './features/horoscope/horoscope-caches.js';
import { horoscopeRoutes } from './features/horoscope/routes.js';
import { MATCH_RULE_CHANGED_CHANNEL } from './features/horoscope/site-match-rule.js';
import { interestRoutes } from './features/interests/routes.js';
import { createMailer } from './features/mail/mailer.js';
import { mediaPlugin } from './features/media/plugin.js';
import { UploadBudget } from './features/media/upload-budget.js';
import { createWorkQueue } from './features/media/work-queue.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { startNoticeSenders } from './features/notifications/senders.js';
import { loadOrCreateVapidKeys } from './features/notifications/vapid.js';
import { paymentRoutes } from './features/payments/routes.js';
import { privacyRoutes } from './features/privacy/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { publicRoutes } from './features/public/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { subscriptionRoutes } from './features/subscriptions/routes.js';
import { systemRoutes } from './features/system/routes.js';
import { verificationRoutes } from './features/verification/routes.js';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits.js';
import { registerRateLimits } from './lib/rate-limit.js';
import { connectRedis, createRedisClient } from './lib/redis-client.js';
import { checkedResponseSerializerCompiler, responseSerializerCompiler } from './lib/response-serializer.js';
import { createSms } from './lib/sms/sms.js';
import { createStorage } from './lib/storage/create-storage.js';
import { createMediaUrlSigner } from './lib/storage/signed-url.js';
import { registerAuth } from './plugins/auth.js';
import { registerListCompression } from './plugins/compress-lists.js';
import { registerConversionFrame } from './plugins/conversion-frame.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

/**
 * How long an account's auth row is kept at most, and for how many accounts. Changes drop it at once
 * (see `AuthCache`); the time only bounds what a lost notice could cost.
 */
const AUTH_CACHE_TTL_MS = 60_000;
const AUTH_CACHE_ENTRIES = 20_000;

/**
 * The most a whole request may take to arrive (Node's own default, which Fastify turns off): a
 * photo on a slow mobile link fits, a connection trickling bytes to hold a slot does not.
 */
const REQUEST_TIMEOUT_MS = 300_000;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Secrets in page URLs (e-mailed links) stay out of the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/verify\/email\/[^/]+\/)[^/?#]+/, '$1[redacted]')
    .replace(/^(\/password\/reset\/[^/]+\/)[^/?#]+/, '$1[redacted]')
    .replace(/^(\/claim\/[^/]+\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]sig=)[^&#]+/, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Request headers are logged by plugins too (multipart logs its options, headers included, at
    // trace): a bearer token or cookie is hidden wherever it sits.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.headers.authorization',
      '*.headers.cookie',
      '*.password',
      '*.old_password',
    ],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? false,
    // TRUST_PROXY proxies in front: each is trusted to say where the request came from, and the
    // client is the address the outermost one appended to X-Forwarded-For. Trusting every hop would
    // take the leftmost entry, which the client writes itself: a fresh address for each attempt, past
    // every limit. (A plain number is not used: Fastify reads it as trusting no hop at all.)
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Routes that take a JSON body set their own limit (lib/body-limits.ts); uploads have their file limits.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Errors Fastify and Node answer before any route runs use the one error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Timeouts are checked every 5 s rather than Node's 30.
    http: { connectionsCheckingInterval: 5_000 },
    // While shutting down, requests still arriving on open connections are served (and told the
    // connection closes) instead of getting Fastify's own 503 body.
    return503OnClosing: false,
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>() as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.env === 'production' ? responseSerializerCompiler : checkedResponseSerializerCompiler,
  );

  // Shared counters: every instance on the same Redis enforces one limit.
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined;
  if (redis) {
    await connectRedis(redis, app.log);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  const deps: Deps = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(config.jwtSecret),
    refusedMobiles: createRefusedMobiles(config.mobileHashSecret),
    authCache: new AuthCache(AUTH_CACHE_TTL_MS, AUTH_CACHE_ENTRIES),
    siteKinds: new SiteKinds((domain) => readDemosApart(database.db, domain)),
    horoscopes: new HoroscopeCaches(),
    mailer: createMailer(config, (line) => app.log.info(line)),
    sms: createSms(config, (line) => app.log.info(line)),
    log: app.log,
    storage: createStorage(config, app.log),
    urls: createMediaUrlSigner(config.jwtSecret),
    // Two pictures decoded at once, 16 waiting (2 of one member): memory stays bounded whatever the traffic.
    images: createWorkQueue({ workers: 2, waiting: 16, waitingPerKey: 2 }),
    uploads: new UploadBudget(config.uploads, redis),
    redis,
  };

  const authChanges = await database.listen(AUTH_CHANGED_CHANNEL, {
    // Profiles approved, added or removed also change which sites keep demo members apart.
    notice: () => {
      deps.authCache.clear();
      deps.siteKinds.clear();
    },
    live: (live) => {
      deps.authCache.setLive(live);
      deps.siteKinds.setLive(live);
    },
  });
  app.addHook('onClose', () => authChanges.stop());
  const ruleChanges = await database.listen(MATCH_RULE_CHANGED_CHANNEL, {
    notice: () => deps.horoscopes.forgetRules(),
    // A notice missed while the connection is down: the kept rules expire within 30 s anyway.
    live: () => {},
  });
  app.addHook('onClose', () => ruleChanges.stop());
  app.addHook('onClose', async () => deps.mailer.close());
  // Notices are mailed and pushed by jobs on the database's queue (features/notifications).
  const vapid = loadOrCreateVapidKeys(config);
  if (config.notices.workers) {
    const senders = await startNoticeSenders(deps, vapid);
    deps.notices = senders;
    app.addHook('onClose', () => senders.stop());
  }

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerAuth(app, deps);
  await registerRateLimits(app, { redis });
  await registerListCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Varmala API',
        description: 'Community matrimony: accounts, profiles, search, subscriptions and administration.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  // Routes of the product: each declares who may call it (checked when it is registered).
  const productRoutes: ProductRoute[] = [];
  app.decorate('productRoutes', productRoutes);
  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (auth === undefined) {
        throw new Error(`Route ${route.method} ${route.url} declares no config.auth`);
      }
      for (const method of [route.method].flat()) {
        // HEAD twins of GET routes are Fastify's own; they answer as their GET does.
        if (method !== 'HEAD') {
          productRoutes.push({
            method,
            url: route.url,
            auth,
            schema: route.schema,
            bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
          });
        }
      }
    });
    systemRoutes(api, deps);
    accountsRoutes(api, deps);
    profileRoutes(api, deps);
    searchRoutes(api, deps);
    subscriptionRoutes(api, deps);
    paymentRoutes(api, deps);
    assistedRoutes(api, deps);
    interestRoutes(api, deps);
    homeRoutes(api, deps);
    notificationRoutes(api, deps, vapid);
    privacyRoutes(api, deps);
    adminRoutes(api, deps);
    horoscopeRoutes(api, deps);
    publicRoutes(api, deps);
    biodataRoutes(api, deps);
    await api.register(mediaPlugin, { deps });
    await api.register(async (scope) => verificationRoutes(scope, deps));
  });

  // Documentation and static files: public by nature, registered outside the product routes.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerConversionFrame(app, config);
  await registerWebApp(app, config);

  return app;
}
