import type { DoorListRow } from '@varmala/shared';

/**
 * The event's confirmed registrations and their passes' codes, kept on the door phone (IndexedDB) each
 * time the page reads them, so a family who forgot the pass is found by number or name when the
 * hall's network has gone.
 */
const DATABASE = 'varmala-door-list';
const STORE = 'lists';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function keepDoorList(eventId: number, rows: DoorListRow[]): Promise<void> {
  const db = await open();
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(rows, eventId);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
}

export async function keptDoorList(eventId: number): Promise<DoorListRow[] | undefined> {
  const db = await open();
  const rows = await new Promise<DoorListRow[] | undefined>((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(eventId);
    request.onsuccess = () => resolve(request.result as DoorListRow[] | undefined);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return rows;
}

/** As the server finds them: a number typed is that number; other text is found in names and member ids. */
export function findOnDoorList(rows: readonly DoorListRow[], typed: string): DoorListRow[] {
  const text = typed.trim().toLocaleLowerCase();
  if (!text) return [];
  if (/^\d{1,9}$/.test(text)) return rows.filter((row) => row.number === Number(text));
  return rows.filter(
    (row) => row.name.toLocaleLowerCase().includes(text) || row.mid.toLocaleLowerCase().includes(text),
  );
}
