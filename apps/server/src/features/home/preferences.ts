import type { Preferences, PreferencesRequest } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partnerPreferences } from '../../db/schema.js';

type PreferencesRow = typeof partnerPreferences.$inferSelect;

/** No preferences yet: everyone of the other gender fits. */
export const NO_PREFERENCES: Preferences = {
  from_age: null,
  to_age: null,
  community: [],
  state: [],
  education: [],
  marital_status: [],
  horoscope_match: false,
};

export function toPreferences(row: PreferencesRow | null | undefined): Preferences {
  if (!row) return NO_PREFERENCES;
  return {
    from_age: row.fromAge,
    to_age: row.toAge,
    community: row.community,
    state: row.state,
    education: row.education,
    marital_status: row.maritalStatus,
    horoscope_match: row.horoscopeMatch,
  };
}

/** `GET /api/me/preferences`. */
export async function readPreferences(db: DbOrTx, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, userId));
  return toPreferences(row);
}

/** `POST /api/me/preferences`: the whole set; a part left out is cleared. */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  body: PreferencesRequest,
): Promise<Preferences> {
  const values = {
    fromAge: body.from_age ?? null,
    toAge: body.to_age ?? null,
    community: [...new Set(body.community ?? [])],
    state: [...new Set(body.state ?? [])],
    education: [...new Set(body.education ?? [])],
    maritalStatus: [...new Set(body.marital_status ?? [])],
    horoscopeMatch: body.horoscope_match ?? false,
  };
  const [row] = await db
    .insert(partnerPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: partnerPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toPreferences(row);
}
