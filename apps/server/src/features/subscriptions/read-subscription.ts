import type { Subscription } from '@varmala/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findActiveSubscription } from './queries.js';
import { toSubscription } from './subscription-summary.js';

export const SUBSCRIPTION_REQUIRED =
  'Contact details, birth time and horoscope are for subscribers. Please upgrade to view them.';

/** `GET /api/subscription`: the running subscription, or 402 (docs/decisions/004-gating.md). */
export async function readSubscription(db: DbOrTx, userId: number): Promise<Subscription> {
  const subscription = await findActiveSubscription(db, userId);
  if (!subscription) throw new AppError('SUBSCRIPTION_REQUIRED', 'You have no active subscription.');
  return toSubscription(subscription);
}
