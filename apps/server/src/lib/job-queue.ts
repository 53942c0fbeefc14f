import PgBoss from 'pg-boss';
import { ADVISORY_LOCKS, type Database, runWithLock } from '../db/client.js';

type QueueOptions = Omit<PgBoss.Queue, 'name'>;

/**
 * A pg-boss queue client on the app's own database, started with its queues made. PostgreSQL ends two
 * queue creations at once as a deadlock (each attaches a partition to the same table), and `start()`
 * creates pg-boss's own queues: one instance at a time does both, under the advisory lock.
 */
export async function startJobQueue(
  database: Database,
  options: {
    queues: Readonly<Record<string, QueueOptions>>;
    maintenanceIntervalSeconds: number;
    onError: (error: Error) => void;
  },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', options.onError);
  await runWithLock(database, ADVISORY_LOCKS.jobQueues, async () => {
    await boss.start();
    for (const [name, queue] of Object.entries(options.queues)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { ...queue, name });
    }
  });
  return boss;
}
