import { CHECKINS_PER_BATCH, type CheckinItem, type CheckinResult } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { ApiError, NETWORK_FAILURE } from '../../../lib/http';

/**
 * The door phone's scans, kept in IndexedDB until the server has answered them: the hall's network
 * fails, the phone is locked, the page is reloaded, and no scan is lost. Each scan has its own id
 * made on the phone, so sending it again (a retry after a timeout whose answer never came) is
 * counted once by the server.
 */
const DATABASE = 'varmala-door';
const STORE = 'scans';

export interface QueuedScan extends CheckinItem {
  eventId: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'client_id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T> | undefined,
) {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = use(transaction.objectStore(STORE));
    transaction.oncomplete = () => {
      db.close();
      resolve(request?.result);
    };
    transaction.onerror = () => reject(transaction.error);
  });
}

/** A new scan, kept before anything is sent. */
export async function keepScan(eventId: number, code: string): Promise<QueuedScan> {
  const scan: QueuedScan = {
    eventId,
    client_id: `${Date.now().toString(36)}-${crypto.randomUUID()}`,
    code,
    scanned_at: new Date().toISOString(),
  };
  await withStore('readwrite', (store) => store.put(scan));
  return scan;
}

export async function waitingScans(eventId: number): Promise<QueuedScan[]> {
  const all = ((await withStore('readonly', (store) => store.getAll())) ?? []) as QueuedScan[];
  return all
    .filter((scan) => scan.eventId === eventId)
    .sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
}

async function forget(clientIds: string[]): Promise<void> {
  await withStore('readwrite', (store) => {
    for (const id of clientIds) store.delete(id);
    return undefined;
  });
}

let sending: Promise<CheckinResult[]> | null = null;

/**
 * Sends the event's waiting scans, 20 at a time, and forgets each one the server answered. Without
 * a network the scans stay for the next try; one call at a time, so two triggers (the network
 * coming back, a new scan) never send the same scan twice at once.
 */
export function sendWaitingScans(eventId: number): Promise<CheckinResult[]> {
  sending ??= (async () => {
    const answered: CheckinResult[] = [];
    try {
      for (;;) {
        const batch = (await waitingScans(eventId)).slice(0, Math.min(20, CHECKINS_PER_BATCH));
        if (batch.length === 0) break;
        const checkins = batch.map(({ client_id, code, scanned_at }) => ({ client_id, code, scanned_at }));
        let results: CheckinResult[];
        try {
          results = await callApi('checkIn', { params: { eventId }, body: { checkins } });
        } catch (error) {
          if (error instanceof ApiError && error.status === NETWORK_FAILURE) break;
          throw error;
        }
        await forget(results.map((result) => result.client_id));
        answered.push(...results);
      }
    } finally {
      sending = null;
    }
    return answered;
  })();
  return sending;
}
