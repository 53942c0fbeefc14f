import type { SearchFilters } from '@varmala/shared';

export const searchKeys = {
  /** Every search, whatever its filters: a shortlist change updates the rows of all of them. */
  searches: ['search'] as const,
  search: (filters: SearchFilters) => ['search', filters] as const,
  profile: (profileId: number) => ['profile-view', profileId] as const,
};
