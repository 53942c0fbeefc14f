import type { Gender } from '@varmala/shared';
import { useSession } from '../../lib/session';

/**
 * Whom the signed-in reader's search shows, so that labels can agree with them: what the server
 * says (`GET /api/me`'s `sought_gender`), never a guess made here. None for the operator, before the
 * basic details, and until the account is loaded.
 */
export function useSoughtGender(): Gender | null {
  return useSession().user?.sought_gender ?? null;
}
