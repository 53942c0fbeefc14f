import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { App, ProductRoute } from './app-types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { AUTH_CHANGED_CHANNEL } from './features/access/account-queries.js';
import { ActivityMarks } from './features/access/activity.js';
import { HoroscopeCaches } from './features/access/horoscope-caches.js';
import { fillMarsHousesInBackground } from './features/access/mars-houses.js';
import { createRefusedMobiles } from './features/access/refused-mobiles.js';
import { readDemosApart, SiteKinds } from './features/access/site-kinds.js';
import { createTokenService } from './features/access/tokens.js';
import { accountLimits } from './features/accounts/account-limits.js';
import { AuthCache } from './features/accounts/auth-cache.js';
import { accountFormRoutes } from './features/accounts/form-routes.js';
import { accountsRoutes } from './features/accounts/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import { assistedRoutes } from './features/assisted/routes.js';
import { biodataRoutes } from './features/biodata/routes.js';
import { birthChartRoutes } from './features/birth-chart/routes.js';
import { conversationRoutes } from './features/conversations/routes.js';
import { createMailer } from './features/events/mail/mailer.js';
import { PaidPurposes } from './features/events/paid-purposes.js';
import { familyRoutes } from './features/family/routes.js';
import { homeRoutes } from './features/home/routes.js';
import { horoscopeRoutes } from './features/horoscope/routes.js';
import { MATCH_RULE_CHANGED_CHANNEL } from './features/horoscope/site-match-rule.js';
import { startIdlePauseSchedule } from './features/idle/idle-schedule.js';
import { idleRoutes } from './features/idle/routes.js';
import { interestRoutes } from './features/interests/routes.js';
import { marriedRoutes } from './features/married/routes.js';
import { mediaPlugin } from './features/media/plugin.js';
import { melavaRoutes } from './features/melava/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { startNoticeSenders } from './features/notifications/senders.js';
import { loadOrCreateVapidKeys } from './features/notifications/vapid.js';
import { paymentRoutes } from './features/payments/routes.js';
import { placeRoutes } from './features/places/routes.js';
import { privacyRoutes } from './features/privacy/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { publicRoutes } from './features/public/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { subscriptionRoutes } from './features/subscriptions/routes.js';
import { systemRoutes } from './features/system/routes.js';
import { verificationRoutes } from './features/verification/routes.js';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits.js';
import { errorWithoutSecrets, logFieldsWithoutSecrets } from './lib/log-fields.js';
import { registerRateLimits } from './lib/rate-limit.js';
import { redactSecretsIn, redactUrl } from './lib/redact-url.js';
import { connectRedis, createRedisClient } from './lib/redis-client.js';
import { logAbortedRequests, OneLinePerRequest } from './lib/request-log.js';
import { checkedResponseSerializerCompiler, responseSerializerCompiler } from './lib/response-serializer.js';
import { createSms } from './lib/sms/sms.js';
import { createStorage } from './lib/storage/create-storage.js';
import { createMediaUrlSigner } from './lib/storage/signed-url.js';
import { UploadBudget } from './lib/uploads/upload-budget.js';
import { createWorkQueue } from './lib/uploads/work-queue.js';
import { loadWebPages } from './lib/web-pages.js';
import { registerAuth } from './plugins/auth.js';
import { registerListCompression } from './plugins/compress-lists.js';
import { registerConversionFrame } from './plugins/conversion-frame.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

/** Changes drop an auth row at once (`AuthCache`); the time only bounds what a lost notice could cost. */
const AUTH_CACHE_TTL_MS = 60_000;
const AUTH_CACHE_ENTRIES = 20_000;

/** Node's default, which Fastify turns off: a photo on a slow link fits, a trickling connection does not. */
const REQUEST_TIMEOUT_MS = 300_000;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // A bearer token, cookie, referrer or password is hidden in whatever field logged it.
    formatters: { log: logFieldsWithoutSecrets },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: errorWithoutSecrets,
    },
    // Every line, whatever logged it: a link in a message or an error's text is redacted too.
    hooks: { streamWrite: redactSecretsIn },
  };
}

export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? false,
    logController: new OneLinePerRequest(),
    // The client is the address the outermost trusted proxy appended: trusting every hop would take the
    // leftmost entry, which the client writes itself. (A plain number makes Fastify trust no hop at all.)
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // JSON routes set their own limit (lib/body-limits.ts); uploads have their file limits.
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 5_000 },
    // While shutting down, requests on open connections are served instead of getting Fastify's own 503 body.
    return503OnClosing: false,
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>() as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.env === 'production' ? responseSerializerCompiler : checkedResponseSerializerCompiler,
  );

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
    activity: new ActivityMarks(database.db),
    mailer: createMailer(config, (line) => app.log.info(line)),
    sms: createSms(config, (line) => app.log.info(line)),
    log: app.log,
    storage: createStorage(config, app.log),
    urls: createMediaUrlSigner(config.jwtSecret),
    // Memory stays bounded whatever the traffic.
    images: createWorkQueue({ workers: 2, waiting: 16, waitingPerKey: 2 }),
    uploads: new UploadBudget(config.uploads, redis),
    redis,
    paidPurposes: new PaidPurposes(),
  };

  const authChanges = await database.listen(AUTH_CHANGED_CHANNEL, {
    // Approvals also change which sites keep demo members apart.
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
    // Missed notices: the kept rules expire within 30 s anyway.
    live: () => {},
  });
  app.addHook('onClose', () => ruleChanges.stop());
  app.addHook('onClose', async () => deps.mailer.close());
  const vapid = loadOrCreateVapidKeys(config);
  if (config.notices.workers) {
    const senders = await startNoticeSenders(deps, vapid);
    deps.notices = senders;
    app.addHook('onClose', () => senders.stop());
    const idle = await startIdlePauseSchedule(deps);
    app.addHook('onClose', () => idle.stop());
    const mars = fillMarsHousesInBackground(deps.db, deps.log);
    app.addHook('onClose', () => mars.stop());
  }

  registerErrorHandler(app);
  logAbortedRequests(app);
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

  // The API and the pages' own forms count on the same counters.
  const limits = accountLimits(app, deps);
  // Each declares who may call it (checked when it is registered).
  const productRoutes: ProductRoute[] = [];
  app.decorate('productRoutes', productRoutes);
  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (auth === undefined) {
        throw new Error(`Route ${route.method} ${route.url} declares no config.auth`);
      }
      for (const method of [route.method].flat()) {
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
    accountsRoutes(api, deps, limits);
    profileRoutes(api, deps);
    searchRoutes(api, deps);
    subscriptionRoutes(api, deps);
    paymentRoutes(api, deps);
    assistedRoutes(api, deps);
    interestRoutes(api, deps);
    homeRoutes(api, deps);
    melavaRoutes(api, deps);
    notificationRoutes(api, deps, vapid);
    privacyRoutes(api, deps);
    adminRoutes(api, deps);
    horoscopeRoutes(api, deps);
    placeRoutes(api, deps);
    birthChartRoutes(api, deps);
    publicRoutes(api, deps);
    biodataRoutes(api, deps);
    familyRoutes(api, deps);
    conversationRoutes(api, deps);
    await api.register(async (scope) => marriedRoutes(scope, deps));
    idleRoutes(api, deps);
    await api.register(mediaPlugin, { deps });
    await api.register(async (scope) => verificationRoutes(scope, deps));
  });

  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerConversionFrame(app, config);
  const pages = loadWebPages(config);
  accountFormRoutes(app, deps, limits, pages);
  await registerWebApp(app, config, pages);

  return app;
}
