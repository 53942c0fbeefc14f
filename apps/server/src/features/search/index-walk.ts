import { PAGE_SIZE } from '@varmala/shared';

/**
 * Walking the search index beats sorting when matches are common, and only the values say which, so
 * the main pool plans each execution. Where the kept counts show a walk of at most 200 entries
 * (`position × scope / matches`), the page goes to the once-planned walking pool instead (decision
 * 008). Speed only, never results: index-walk.test.ts checks both pools answer the same rows.
 */
const WALK_MAX_ENTRIES = 200;

export function walksSearchIndex(matches: number | undefined, scope: number | undefined, page: number) {
  if (matches === undefined || scope === undefined) return false;
  if (scope <= WALK_MAX_ENTRIES) return true;
  return matches > 0 && (page * PAGE_SIZE * scope) / matches <= WALK_MAX_ENTRIES;
}
