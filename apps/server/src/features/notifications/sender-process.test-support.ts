/**
 * A notice sender in a process of its own, for the test that kills one mid-batch: it sends with the
 * short waits of tests until it is killed. Run with `node --import tsx` and the settings in its env.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { createMailer } from '../events/mail/mailer.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const config = loadConfig(process.env, {
  notices: { ...QUICK_NOTICE_SETTINGS, jobExpireSeconds: 3 },
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 3 });
const silent: FastifyBaseLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
  silent() {},
};
await startNoticeSenders(
  {
    config,
    database,
    db: database.db,
    mailer: createMailer(config, () => {}),
    log: silent,
    horoscopes: new HoroscopeCaches(),
  },
  loadOrCreateVapidKeys(config),
);
process.send?.('started');
