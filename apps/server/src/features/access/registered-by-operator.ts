import { type SQL, sql } from 'drizzle-orm';

/**
 * A profile the operator registered for a family who has not set their own password yet: shown as
 * "registered by the operator" to the operator and to members until the family claims it. Read
 * beside the profiles table.
 */
export const REGISTERED_BY_OPERATOR: SQL<boolean> = sql<boolean>`exists (select 1 from "users" as registrant
  where registrant.id = "profiles"."user_id"
    and registrant.registered_by is not null and registrant.claimed_at is null)`.mapWith(Boolean);
