import { ATTACHMENT_LIMITS, ATTACHMENT_UPLOAD_FIELD } from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { MEDIA_CONTENT_TYPES, type MediaExtension, newMediaKey } from '../../lib/storage/media-keys.js';
import {
  detectFileKind,
  type FileKind,
  type ImageKind,
  isImageKind,
} from '../../lib/uploads/detect-file-type.js';
import {
  commitStoredFiles,
  type MediaContext,
  type StoredFile,
  storeFiles,
} from '../../lib/uploads/media-context.js';
import { cleanAttachmentImage } from '../../lib/uploads/process-image.js';
import type { ReceiveUpload } from '../../lib/uploads/read-upload-form.js';
import { countAttachments, insertAttachments, lockProfile } from './queries.js';

const { maxPerProfile } = ATTACHMENT_LIMITS;
const full = (room: number) =>
  room > 0
    ? new AppError('CONFLICT', 'horoscopeFilesRoom', { params: { count: room, max: maxPerProfile } })
    : new AppError('CONFLICT', 'horoscopeFilesFull', { params: { max: maxPerProfile } });

const DOCUMENT_EXTENSION: Record<Exclude<FileKind, ImageKind>, MediaExtension> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};

/** Images are re-encoded (metadata dropped); documents are kept as sent once their bytes are checked. */
async function prepare(media: MediaContext, bytes: Buffer): Promise<StoredFile> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'fileEmpty');
  const kind = await detectFileKind(bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'horoscopeFileKinds');
  }
  if (isImageKind(kind)) {
    const clean = await media.images.run(() => cleanAttachmentImage(bytes, kind));
    const key = newMediaKey('attachment', clean.extension);
    return { key, bytes: clean.bytes, contentType: MEDIA_CONTENT_TYPES[clean.extension] };
  }
  const extension = DOCUMENT_EXTENSION[kind];
  return { key: newMediaKey('attachment', extension), bytes, contentType: MEDIA_CONTENT_TYPES[extension] };
}

export async function addAttachments(
  media: MediaContext,
  profileId: number,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<void> {
  const before = await countAttachments(media.db, profileId);
  if (before >= maxPerProfile) throw full(0);
  const { files } = await receive();
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'chooseHoroscopeFile', {
      fields: { [ATTACHMENT_UPLOAD_FIELD]: 'required' },
    });
  }
  if (before + files.length > maxPerProfile) throw full(maxPerProfile - before);

  // All or nothing: one unacceptable file refuses the whole upload before anything is stored.
  const prepared: StoredFile[] = [];
  for (const bytes of files) prepared.push(await prepare(media, bytes));
  const keys = prepared.map((file) => file.key);
  await storeFiles(media, prepared, log);
  await commitStoredFiles(media, keys, log, async (tx) => {
    await lockProfile(tx, profileId);
    const count = await countAttachments(tx, profileId);
    if (count + prepared.length > maxPerProfile) {
      throw full(maxPerProfile - count);
    }
    await insertAttachments(
      tx,
      prepared.map((file) => ({ profileId, storageKey: file.key, mimeType: file.contentType })),
    );
  });
}
