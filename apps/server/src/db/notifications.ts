import pg from 'pg';

export interface NoticeHandlers {
  /** Delivered at the writer's commit. */
  notice(payload: string): void;
  /** False when the connection is lost (notices sent meanwhile are lost with it). */
  live(live: boolean): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/** A connection of its own (a pooled one would be handed to other queries); errors never escape. */
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

  // So a server starts out listening when the database is there.
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
