import { randomInt } from 'node:crypto';
import type { Domain } from '@varmala/shared';

/** Letters and digits nobody misreads on a bank statement (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PREFIX: Readonly<Record<Domain, string>> = { varmala: 'VM', tamilmala: 'TM' };

/** A payment's reference, e.g. VM-7K3Q9XPA: what the member quotes and the operator finds. */
export function newPaymentReference(domain: Domain): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[domain]}-${code}`;
}
