import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import { AppError } from '../../errors.js';
import { contentTypeOfKey, isMediaKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

/** The member only hears that files are unreachable. */
export interface StorageLog {
  error(details: object, message: string): void;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Objects are private: members get them through the app's signed URLs (serve-media.ts), never the bucket. */
export function createS3Storage(settings: S3Settings, log?: StorageLog): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // A store that does not answer fails the request in seconds (503), instead of holding it.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = settings.bucket;

  async function attempt<T>(operation: string, key: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log?.error({ err: error, operation, key, bucket: Bucket }, 'object storage request failed');
      throw new AppError('UNAVAILABLE', 'storageUnreachable');
    }
  }

  return {
    shared: true,

    put: (key, bytes, contentType) =>
      attempt('put', key, async () => {
        if (contentTypeOfKey(key) !== contentType) {
          throw new Error(`Content type ${contentType} does not match the key ${key}`);
        }
        // One request: the object appears whole or not at all.
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      }),

    get: (key) =>
      attempt('get', key, async () => {
        const contentType = contentTypeOfKey(key);
        if (contentType === undefined) return undefined;
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          if (!object.Body) return undefined;
          return { body: object.Body as Readable, size: object.ContentLength ?? 0, contentType };
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      }),

    delete: (key) =>
      attempt('delete', key, async () => {
        if (contentTypeOfKey(key) === undefined) throw new Error(`Not a media key: ${key}`);
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      }),

    has: (key) =>
      attempt('has', key, async () => {
        if (contentTypeOfKey(key) === undefined) return false;
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return true;
        } catch (error) {
          if (isMissing(error)) return false;
          throw error;
        }
      }),

    async *list() {
      const pages = paginateListObjectsV2({ client }, { Bucket });
      const iterator = pages[Symbol.asyncIterator]();
      while (true) {
        const page = await attempt('list', undefined, () => iterator.next());
        if (page.done) return;
        for (const object of page.value.Contents ?? []) {
          // The operator's own files are not ours to sweep.
          if (object.Key && object.LastModified && isMediaKey(object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
      }
    },

    removeAbandonedWrites: async () => 0,

    // The health check says what failed, without a log line per probe.
    ping: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
