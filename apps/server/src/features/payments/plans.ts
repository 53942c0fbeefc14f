import type { Plan, SavePlanRequest } from '@varmala/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from '../events/audit-log.js';

type PlanRecord = typeof plans.$inferSelect;

export function toPlan(row: PlanRecord): Plan {
  return {
    id: row.id,
    name: row.name,
    price_inr: row.priceInr,
    downloads: row.downloads,
    days: row.days,
    active: row.active,
  };
}

const planFields = (plan: SavePlanRequest) => ({
  name: plan.name,
  priceInr: Number(plan.price_inr),
  downloads: Number(plan.downloads),
  days: Number(plan.days),
  active: plan.active ?? true,
});

/** `GET /api/plans` (on offer only) and `GET /api/admin/plans` (retired ones too), cheapest first. */
export async function listPlans(db: Db, { onOfferOnly }: { onOfferOnly: boolean }): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(onOfferOnly ? eq(plans.active, true) : undefined)
    .orderBy(asc(plans.priceInr), asc(plans.id));
  return rows.map(toPlan);
}

export async function createPlan(db: Db, adminUserId: number, plan: SavePlanRequest): Promise<Plan> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(plans).values(planFields(plan)).returning();
    if (!row) throw new Error('The plan could not be saved.');
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:plan-create',
      targetType: 'plan',
      targetId: row.id,
      after: toPlan(row),
    });
    return toPlan(row);
  });
}

/** Edits a plan; `active: false` retires it. Payments already made keep the plan as it was bought. */
export async function updatePlan(
  db: Db,
  adminUserId: number,
  planId: number,
  plan: SavePlanRequest,
): Promise<Plan> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'planNotFound');
    const [row] = await tx
      .update(plans)
      .set({ ...planFields(plan), updatedAt: sql`now()` })
      .where(eq(plans.id, planId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'planNotFound');
    await recordAdminAction(tx, {
      adminUserId,
      action: row.active || !before.active ? 'admin:plan-update' : 'admin:plan-retire',
      targetType: 'plan',
      targetId: planId,
      before: toPlan(before),
      after: toPlan(row),
    });
    return toPlan(row);
  });
}
