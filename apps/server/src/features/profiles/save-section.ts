import type { SaveStepResponse } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { placeIndex } from '../../lib/places/place-index.js';
import { refreshMarsHouses } from '../access/mars-houses.js';
import { assertMayEditProfileOf, basicDetailsMissing } from '../access/ownership.js';
import { withStep } from '../access/profile-queries.js';
import { SECTIONS, type SectionStep } from './sections.js';

/** Saves one of the steps after the first (personal, work, family, horoscope) as a whole. */
export async function saveSection(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  step: SectionStep,
  values: Record<string, unknown>,
): Promise<SaveStepResponse> {
  assertMayEditProfileOf(actor, userId);
  const placeId = values.birth_place_id;
  if (typeof placeId === 'number' && !placeIndex().find(placeId)) {
    throw new AppError('VALIDATION_FAILED', 'placeNotFound', { fields: { birth_place_id: 'placeNotFound' } });
  }
  // In a transaction of its own, not as one statement: the row is locked before the answer can
  // leave, so a save whose instance dies on the way (the member sees 503 and saves again) is either
  // rolled back when its connection drops or done before the next save takes the lock. Sent as one
  // statement, it could reach PostgreSQL after the member's next, acknowledged save and undo it.
  const [row] = await deps.db.transaction(async (tx) => {
    const saved = await tx
      .update(profiles)
      .set({ ...SECTIONS[step].toColumns(values), completedSteps: withStep(step), updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning({ id: profiles.id, completedSteps: profiles.completedSteps });
    if (step === 'horoscope' && saved[0]) await refreshMarsHouses(tx, saved[0].id);
    return saved;
  });
  if (!row) throw basicDetailsMissing();
  return { Status: 'Success', completed_steps: row.completedSteps as SaveStepResponse['completed_steps'] };
}
