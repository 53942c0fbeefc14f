import type { Readable } from 'node:stream';

export interface StoredMedia {
  body: Readable;
  size: number;
  contentType: string;
}

/** Keys are the server's (media-keys.ts), never a member's file name: drivers may map them to paths. */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredMedia | undefined>;
  delete(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Writes cut short by a crash, started before `before`. */
  removeAbandonedWrites(before: Date): Promise<number>;
  ping(): Promise<void>;
  /** An object store, rather than this machine alone. */
  readonly shared: boolean;
}
