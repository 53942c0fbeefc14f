import type { PaymentState } from '@varmala/shared';
import { AppError } from '../../errors.js';

/** The 409 of a payment the operator has already confirmed or rejected. */
export function alreadyDecided(state: Extract<PaymentState, 'confirmed' | 'rejected'>): AppError {
  return new AppError(
    'CONFLICT',
    state === 'confirmed' ? 'paymentAlreadyConfirmed' : 'paymentAlreadyRejected',
  );
}
