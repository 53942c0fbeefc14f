import type { ProfileListItem, SearchResponse } from '@varmala/shared';
import { mergeProfilePages } from '../../../lib/profile-pages';

export interface SearchResults {
  rows: ProfileListItem[];
  count: number;
  photo_nudge: boolean;
}

/** The pages loaded so far as one list (see mergeProfilePages), with the latest photo nudge. */
export function mergeSearchPages(pages: readonly SearchResponse[]): SearchResults {
  return { ...mergeProfilePages(pages), photo_nudge: pages[pages.length - 1]?.photo_nudge ?? false };
}
