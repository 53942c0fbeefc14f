import pg from 'pg';

/** What a listener is told: each notice on its channel, and whether notices can be relied on. */
export interface NoticeHandlers {
  /** A notice arrived (delivered at the writer's commit). */
  notice(payload: string): void;
  /**
   * True once the channel is listened to; false when the connection is lost (notices sent meanwhile
   * are lost with it) until it is listened to again.
   */
  live(live: boolean): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting
 * with a growing delay while PostgreSQL is away. Errors never escape: a lost connection only says
 * `live(false)` until the channel is listened to again. Resolves once the first attempt is over.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    handlers.live(false);
    lostClient.end().catch(() => undefined);
    retry();
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || client !== next) return;
      retryMs = RETRY_FIRST_MS;
      handlers.live(true);
    } catch {
      lost(next);
    }
  };

  // The first attempt is waited for, so a server starts out listening when the database is there.
  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      handlers.live(false);
      await last?.end().catch(() => undefined);
    },
  };
}
