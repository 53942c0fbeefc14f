import type { MyVerification } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles, selfies, users } from '../../db/schema.js';
import { maskedMobile } from '../../lib/sms/sms.js';
import { readBadges } from '../access/badges.js';
import { basicDetailsMissing } from '../access/ownership.js';
import { numberToConfirm } from './mobile-code.js';
import { gestureFor } from './selfie.js';

/** `GET /api/me/verification`: my badges, the gesture of my next selfie, and whether one waits. */
export async function readMyVerification(db: Db, user: AuthUser): Promise<MyVerification> {
  const [row] = await db
    .select({
      profileId: profiles.id,
      gesture: profiles.selfieGesture,
      accountMobile: users.mobile,
      mobiles: profiles.mobiles,
      selfie: selfies.id,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(selfies, eq(selfies.profileId, profiles.id))
    .where(eq(users.id, user.id));
  if (!row) throw basicDetailsMissing();
  return {
    badges: await readBadges(db, row.profileId),
    gesture: await gestureFor(db, row.profileId, row.gesture),
    selfie_waiting: row.selfie !== null,
    mobile: maskedMobile(numberToConfirm(row.accountMobile, row.mobiles) ?? row.accountMobile ?? ''),
  };
}
