import type { UploadLimits } from '../../config.js';
import { AppError } from '../../errors.js';

/**
 * Room for uploads, taken before a body is read and given back once its bytes are let go. An
 * upload takes the bytes its Content-Length announces (the route's largest form without one):
 * the HTTP parser never reads more than that into the request.
 */
export class UploadBudget {
  private readonly uploadsOf = new Map<number, number>();
  private buffered = 0;

  constructor(readonly limits: UploadLimits) {}

  /** Takes room for an upload of at most `bytes` by `memberId`, or answers 429; returns the release. */
  admit(memberId: number, bytes: number): () => void {
    const uploads = this.uploadsOf.get(memberId) ?? 0;
    if (uploads >= this.limits.perMember) {
      throw new AppError(
        'RATE_LIMITED',
        `Please wait for your other upload${this.limits.perMember === 1 ? '' : 's'} to finish, then try again.`,
        undefined,
        10,
      );
    }
    if (this.buffered + bytes > this.limits.maxBufferedBytes) {
      throw new AppError(
        'RATE_LIMITED',
        'Many uploads are arriving right now. Please try again in a minute.',
        undefined,
        30,
      );
    }
    this.uploadsOf.set(memberId, uploads + 1);
    this.buffered += bytes;

    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.buffered -= bytes;
      const left = (this.uploadsOf.get(memberId) ?? 1) - 1;
      if (left > 0) this.uploadsOf.set(memberId, left);
      else this.uploadsOf.delete(memberId);
    };
  }
}
