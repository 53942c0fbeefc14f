import type { Subscription } from '@varmala/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findActiveSubscription } from './queries.js';
import { toSubscription } from './subscription-summary.js';

/** `GET /api/subscription`: the running subscription, or 402 (docs/decisions/004-gating.md). */
export async function readSubscription(db: DbOrTx, userId: number): Promise<Subscription> {
  const subscription = await findActiveSubscription(db, userId);
  if (!subscription) throw new AppError('SUBSCRIPTION_REQUIRED', 'noSubscription');
  return toSubscription(subscription);
}
