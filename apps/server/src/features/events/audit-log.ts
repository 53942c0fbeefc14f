import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema.js';

export interface AdminAction {
  adminUserId: number;
  /** 'admin:<operation>', as the subscription grant writes it. */
  action: `admin:${string}`;
  targetType:
    | 'profile'
    | 'marriage'
    | 'report'
    | 'unreachable_report'
    | 'success_story'
    | 'plan'
    | 'payment'
    | 'user'
    | 'melava_event';
  targetId: number;
  before?: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Writes who did what to which record; call it inside the transaction that makes the change. */
export async function recordAdminAction(tx: DbOrTx, entry: AdminAction): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before,
    after: entry.after,
  });
}
