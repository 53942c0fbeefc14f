import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { MediaContext } from './media-context.js';

export interface UploadRules {
  fileField: string;
  textFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  noun: 'photo' | 'file';
}

export interface UploadForm {
  files: Buffer[];
  fields: Map<string, string>;
}

export type ReceiveUpload = () => Promise<UploadForm>;

const megabytes = (bytes: number) => bytes / (1024 * 1024);

function translate(error: unknown, rules: UploadRules): AppError {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', rules.noun === 'photo' ? 'photoTooLarge' : 'fileTooLarge', {
        params: { megabytes: megabytes(rules.maxFileBytes) },
      });
    case 'FST_FILES_LIMIT':
      if (rules.maxFiles > 1) {
        return new AppError('PAYLOAD_TOO_LARGE', 'filesAtATime', { params: { max: rules.maxFiles } });
      }
      return new AppError('PAYLOAD_TOO_LARGE', rules.noun === 'photo' ? 'onePhotoAtATime' : 'oneFileAtATime');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'uploadTooManyParts');
    default:
      // Malformed multipart data or a connection cut mid-upload: the request, not the server, is at fault.
      return new AppError('BAD_REQUEST', 'uploadUnreadable');
  }
}

/** Left to itself the parser would read a 3 GB body to the end before the member heard "too large". */
async function readFileWithin(
  file: Readable & { truncated?: boolean },
  rules: UploadRules,
  watchdog: NodeJS.Timeout,
): Promise<Buffer> {
  const tooLarge = translate({ code: 'FST_REQ_FILE_TOO_LARGE' }, rules);
  file.once('limit', () => file.destroy(tooLarge));
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    watchdog.refresh();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw tooLarge;
  return Buffer.concat(chunks);
}

/** A phone that loses its signal may never close its connection: a stalled upload is dropped. */
async function readUploadForm(
  request: FastifyRequest,
  rules: UploadRules,
  stalledAfterMs: number,
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadNotMultipart');
  }
  const files: Buffer[] = [];
  const fields = new Map<string, string>();
  const extraParts = rules.textFields.length + 2;
  const watchdog = setTimeout(() => request.raw.destroy(), stalledAfterMs);
  try {
    const parts = request.parts({
      limits: {
        files: rules.maxFiles,
        fileSize: rules.maxFileBytes,
        fields: extraParts,
        fieldSize: 4096,
        fieldNameSize: 100,
        parts: rules.maxFiles + extraParts,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      watchdog.refresh();
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) {
          part.file.resume();
          throw new AppError('BAD_REQUEST', 'uploadWrongField', { params: { field: rules.fileField } });
        }
        files.push(await readFileWithin(part.file, rules, watchdog));
      } else if (rules.textFields.includes(part.fieldname)) {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw error instanceof AppError ? error : translate(error, rules);
  } finally {
    clearTimeout(watchdog);
  }
  return { files, fields };
}

const FORM_OVERHEAD_BYTES = 64 * 1024;

function roomFor(request: FastifyRequest, rules: UploadRules): number {
  const largest = rules.maxFiles * rules.maxFileBytes + FORM_OVERHEAD_BYTES;
  const announced = Number(request.headers['content-length']);
  return Number.isSafeInteger(announced) && announced >= 0 ? Math.min(announced, largest) : largest;
}

export interface AdmittedUpload {
  /** Its image queue counts this upload's pictures as the member's. */
  media: MediaContext;
  receive: ReceiveUpload;
  /** Call it in a `finally` once the upload's bytes are let go. */
  release: () => void;
}

/** Before any of the body is read; 429 when the member or the process is at its upload budget. */
export async function admitUpload(
  media: MediaContext,
  request: FastifyRequest,
  rules: UploadRules,
): Promise<AdmittedUpload> {
  const member = request.requireUser();
  const release = await media.uploads.admit(member.id, roomFor(request, rules));
  return {
    media: { ...media, images: media.images.for(String(member.id)) },
    receive: () => readUploadForm(request, rules, media.uploads.limits.stalledAfterMs),
    release,
  };
}

export interface ReadUpload {
  form: UploadForm;
  media: MediaContext;
  /** Call it in a `finally` once the upload's bytes are let go. */
  release: () => void;
}

export async function readUpload(
  media: MediaContext,
  request: FastifyRequest,
  rules: UploadRules,
): Promise<ReadUpload> {
  const member = request.requireUser();
  const release = await media.uploads.admit(member.id, roomFor(request, rules));
  try {
    const form = await readUploadForm(request, rules, media.uploads.limits.stalledAfterMs);
    return { form, media: { ...media, images: media.images.for(String(member.id)) }, release };
  } catch (error) {
    release();
    throw error;
  }
}
