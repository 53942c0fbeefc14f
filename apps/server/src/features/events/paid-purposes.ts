import type { DbOrTx } from '../../db/client.js';
import type { PaymentPurpose } from '../../db/schema.js';

/** A decided payment, as what it paid for needs it. */
export interface DecidedPayment {
  id: number;
  userId: number;
  adminUserId: number;
}

/** What follows when the operator decides a payment for something other than a plan. */
export interface PaidPurpose {
  /** The money arrived: runs in the transaction that confirms the payment, so both happen once. */
  confirmed(tx: DbOrTx, payment: DecidedPayment): Promise<void>;
  /** The money did not arrive: runs in the transaction that rejects the payment. */
  rejected(tx: DbOrTx, payment: DecidedPayment): Promise<void>;
}

/**
 * The features that sell something through a UPI payment register here what its confirmation
 * does, so the payments feature confirms a melava registration without knowing what one is. One
 * registry per app (`Deps.paidPurposes`).
 */
export class PaidPurposes {
  private readonly purposes = new Map<Exclude<PaymentPurpose, 'plan'>, PaidPurpose>();

  register(purpose: Exclude<PaymentPurpose, 'plan'>, followers: PaidPurpose): void {
    this.purposes.set(purpose, followers);
  }

  of(purpose: Exclude<PaymentPurpose, 'plan'>): PaidPurpose {
    const followers = this.purposes.get(purpose);
    if (!followers) throw new Error(`Nothing follows a confirmed payment for ${purpose}.`);
    return followers;
  }
}
