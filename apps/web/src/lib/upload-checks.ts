import { ApiError } from './http';

/** Checked before sending: on a slow connection a file the server will refuse should not go out. */
export function oversized(file: File, maxBytes: number): boolean {
  return file.size > maxBytes;
}

/** A file still over the upload limit once made ready to send (a picture shrunk): not sent. */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`A file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLarge';
  }
}

/** An upload stopped because the visitor left the page: nothing to tell them. */
export function isCancelled(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof DOMException && error.name === 'AbortError';
}

export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
