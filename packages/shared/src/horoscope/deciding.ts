import type { AshtakootaDosha, GunaRange } from './ashtakoota.js';
import type { PoruthamKey } from './match-rule.js';

/**
 * Why a verdict is what it is, as data: what the site's rule read to reach it, so the panel can say
 * it in the same sentence as the verdict. A 'no_match' lists every reason that alone would fail the
 * match; a 'match', every condition of the rule it meets; an 'unknown', what is still open.
 */
export type DecidingReason =
  // A porutham site (rule.kind 'porutham').
  | {
      readonly kind: 'mandatory_failed';
      readonly porutham: PoruthamKey;
      readonly result: 'no_match' | 'partial';
    }
  | { readonly kind: 'too_few'; readonly matched: number; readonly min: number }
  | { readonly kind: 'mandatory_held'; readonly porutham: PoruthamKey }
  | { readonly kind: 'enough_matched'; readonly matched: number; readonly min: number }
  | { readonly kind: 'mandatory_unknown'; readonly porutham: PoruthamKey }
  | {
      readonly kind: 'count_undecided';
      readonly matched: number;
      readonly unknown: number;
      readonly min: number;
    }
  // A guna site (rule.kind 'guna'); `total` is a range where the Moon's place leaves it open.
  | { readonly kind: 'blocking_dosha'; readonly dosha: AshtakootaDosha }
  | { readonly kind: 'guna_below'; readonly total: GunaRange; readonly min: number }
  | { readonly kind: 'guna_reached'; readonly total: GunaRange; readonly min: number }
  | { readonly kind: 'no_blocking_dosha'; readonly doshas: readonly AshtakootaDosha[] }
  | { readonly kind: 'dosha_unknown'; readonly dosha: AshtakootaDosha }
  | { readonly kind: 'guna_undecided'; readonly total: GunaRange; readonly min: number }
  // Either, where the rule lets Mars block (`mars_blocks`): exactly one of the two has the dosham,
  // both or neither have it, or either's is not known.
  | { readonly kind: 'mars_blocks' }
  | { readonly kind: 'mars_clear' }
  | { readonly kind: 'mars_unknown' }
  // Either: a birth star is missing on one side.
  | { readonly kind: 'star_unknown' };

export type DecidingKind = DecidingReason['kind'];
