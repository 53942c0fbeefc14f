import type { MeResponse } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findTokenSubject } from './queries.js';

export async function me(deps: Deps, userId: number): Promise<MeResponse> {
  const subject = await findTokenSubject(deps.db, userId);
  if (!subject) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
  return {
    user_id: subject.id,
    mid: subject.mid,
    role: subject.role,
    domain: subject.domain,
    email_verified: subject.emailVerifiedAt !== null,
    language: subject.language,
  };
}
