import { AppError } from '../errors.js';
import type { RateLimiter } from './rate-limiter.js';

export function enforceRateLimit(limiter: RateLimiter, key: string): void {
  const waitSeconds = limiter.consume(key);
  if (waitSeconds === 0) return;
  const minutes = Math.ceil(waitSeconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    waitSeconds,
  );
}
