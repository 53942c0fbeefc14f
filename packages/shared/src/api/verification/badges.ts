import { z } from 'zod';

/** What a badge says was checked; each kind has its one-line explanation in every language. */
export const BADGE_KINDS = ['mobile', 'operator_call', 'id_seen', 'photo'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** Who made the check: the member by a code sent to their mobile, or the site's operator. */
export const BADGE_CHECKERS = ['code', 'operator'] as const;

/** One thing that was checked of a profile, when, and by whom. */
export const badgeSchema = z.object({
  kind: z.enum(BADGE_KINDS),
  /** ISO 8601. */
  verified_at: z.string(),
  by: z.enum(BADGE_CHECKERS),
  /**
   * Of the badge `mobile`, the number its code confirmed, all but its last two digits hidden: one of
   * the numbers a download gives, or the badge would not be shown.
   */
  mobile: z.string().optional(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badgesSchema = z.array(badgeSchema);
