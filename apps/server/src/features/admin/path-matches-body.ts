import { AppError } from '../../errors.js';

/** The spec's calls name the profile twice (path and body); two different ids are a client bug. */
export function assertSameProfile(pathId: number, bodyId: number): void {
  if (pathId !== bodyId) {
    throw new AppError('VALIDATION_FAILED', 'profileIdsDiffer', { fields: { profile_id: 'invalidValue' } });
  }
}
