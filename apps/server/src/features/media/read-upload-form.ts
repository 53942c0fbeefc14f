import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

export interface UploadRules {
  fileField: string;
  textFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** How messages name one file: 'photo', 'file'. */
  noun: string;
}

export interface UploadForm {
  files: Buffer[];
  fields: Map<string, string>;
}

export type ReceiveUpload = () => Promise<UploadForm>;

function translate(error: unknown, rules: UploadRules): AppError {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `The ${rules.noun} is too large. The largest allowed is ${rules.maxFileBytes / (1024 * 1024)} MB.`,
      );
    case 'FST_FILES_LIMIT':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        rules.maxFiles === 1
          ? `Please upload one ${rules.noun} at a time.`
          : `Please upload at most ${rules.maxFiles} files at a time.`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
    default:
      // Malformed multipart data or a connection cut mid-upload: the request, not the server, is at fault.
      return new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
}

/**
 * Reads one file of the form, failing the moment it passes the size limit. Left to itself the
 * parser would skip the rest of an oversized file and answer only once the whole upload had
 * arrived: a 30 MB (or 3 GB) body would be read to the end before the member heard "too large".
 */
async function readFileWithin(file: Readable & { truncated?: boolean }, rules: UploadRules): Promise<Buffer> {
  const tooLarge = translate({ code: 'FST_REQ_FILE_TOO_LARGE' }, rules);
  file.once('limit', () => file.destroy(tooLarge));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw tooLarge;
  return Buffer.concat(chunks);
}

/** Reads a multipart form into memory within the given limits; each file is at most a few MB. */
export async function readUploadForm(request: FastifyRequest, rules: UploadRules): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as a multipart form upload.');
  }
  const files: Buffer[] = [];
  const fields = new Map<string, string>();
  const extraParts = rules.textFields.length + 2;
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
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) {
          part.file.resume();
          throw new AppError('BAD_REQUEST', `Please send the file in the '${rules.fileField}' field.`);
        }
        files.push(await readFileWithin(part.file, rules));
      } else if (rules.textFields.includes(part.fieldname)) {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw error instanceof AppError ? error : translate(error, rules);
  }
  return { files, fields };
}
