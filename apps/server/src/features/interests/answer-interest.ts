import type { InterestChangeResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { interestVisibleTo, takesPartInInterests } from '../access/who-sees-whom.js';
import { recordNotice } from '../events/record-notice.js';
import { answerInterest, findInterestOf, findOwnProfile } from './queries.js';

const NOT_WAITING = {
  accepted: 'interestAlreadyAccepted',
  declined: 'interestAlreadyDeclined',
  withdrawn: 'interestWithdrawn',
  expired: 'interestExpired',
  sent: 'interestJustAnswered',
} as const;

type Change = 'accept' | 'decline' | 'withdraw';
const STATUS_OF = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;

/** 409 once answered; 404 once the other profile is no longer there for them, as the boxes show. */
export async function changeInterest(
  db: Db,
  viewer: AuthUser,
  interestId: number,
  change: Change,
  declineTemplate?: string,
): Promise<InterestChangeResponse> {
  assertMayLook(viewer);
  const own = viewer.profileId === null ? undefined : await findOwnProfile(db, viewer.profileId);
  if (!own || !takesPartInInterests(own)) throw new AppError('NOT_FOUND', 'interestNotAvailable');
  const interest = await findInterestOf(db, own.id, interestId, interestVisibleTo(viewer));
  if (!interest) throw new AppError('NOT_FOUND', 'interestNotAvailable');
  const mine = change === 'withdraw' ? interest.senderProfileId : interest.receiverProfileId;
  if (mine !== own.id)
    throw new AppError('FORBIDDEN', change === 'withdraw' ? 'interestOnlySender' : 'interestOnlyReceiver');
  if (interest.status !== 'sent') throw new AppError('CONFLICT', NOT_WAITING[interest.status]);
  const changed = await db.transaction(async (tx) => {
    const answered = await answerInterest(tx, interestId, {
      status: STATUS_OF[change],
      declineTemplate: change === 'decline' ? (declineTemplate ?? null) : null,
    });
    // A withdrawal tells nobody anything.
    if (answered && change !== 'withdraw') {
      await recordNotice(tx, {
        kind: change === 'accept' ? 'interest_accepted' : 'interest_declined',
        to: { profileId: interest.senderProfileId },
        about: own.id,
        data: { interest_id: interestId },
      });
    }
    return answered;
  });
  // Answered, withdrawn or expired between the read and the write (another tab).
  if (!changed) throw new AppError('CONFLICT', NOT_WAITING.sent);
  return { Status: 'Success', interest_id: interestId, status: STATUS_OF[change] };
}
