import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { MediaContext } from './media-context.js';

export interface UploadRules {
  fileField: string;
  textFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** How messages name one file. */
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

/**
 * Reads one file of the form, failing the moment it passes the size limit. Left to itself the
 * parser would skip the rest of an oversized file and answer only once the whole upload had
 * arrived: a 30 MB (or 3 GB) body would be read to the end before the member heard "too large".
 */
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

/**
 * Reads a multipart form into memory within the given limits; each file is at most a few MB. An
 * upload that sends nothing for `stalledAfterMs` is dropped: a phone that loses its signal may never
 * close its connection, and the upload would hold the member's place and its room until a restart.
 */
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

/** Room in a form for part headers and text fields, besides the files themselves. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface AdmittedUpload {
  /** The media context whose image queue counts this upload's pictures as the member's. */
  media: MediaContext;
  receive: ReceiveUpload;
  /** Gives the room back; call it (in a `finally`) once the upload's bytes are let go. */
  release: () => void;
}

/**
 * Takes room for the request's upload before any of its body is read; 429 when the member already
 * has uploads in flight or the process holds as many upload bytes as it may (`UploadBudget`). The
 * room is what the Content-Length announces, at most the largest form the rules allow (a larger
 * body is refused with 413 by the parser once a file passes its limit).
 */
export async function admitUpload(
  media: MediaContext,
  request: FastifyRequest,
  rules: UploadRules,
): Promise<AdmittedUpload> {
  const member = request.requireUser();
  const largest = rules.maxFiles * rules.maxFileBytes + FORM_OVERHEAD_BYTES;
  const announced = Number(request.headers['content-length']);
  // Without a Content-Length (a chunked body) the form may be as large as the rules allow.
  const bytes = Number.isSafeInteger(announced) && announced >= 0 ? Math.min(announced, largest) : largest;
  const release = await media.uploads.admit(member.id, bytes);
  return {
    media: { ...media, images: media.images.for(String(member.id)) },
    receive: () => readUploadForm(request, rules, media.uploads.limits.stalledAfterMs),
    release,
  };
}
