import type { AdminProfileFiltersRequest, ReportStatus, UnreachableStatusName } from '@varmala/shared';

export const adminKeys = {
  /** The counts of what waits: every decision may change them. */
  dashboard: ['admin', 'dashboard'] as const,
  /** Every profile list, whatever its filters: a status change updates the row in all of them. */
  profileLists: ['admin', 'profiles'] as const,
  profileList: (filters: AdminProfileFiltersRequest) => ['admin', 'profiles', filters] as const,
  /** The queue of what waits for the operator (its own shape: photos, since when). */
  pending: ['admin', 'pending'] as const,
  /** Every report list, whatever its status: a resolved report moves between them. */
  reportLists: ['admin', 'reports'] as const,
  reportList: (status: ReportStatus | undefined) => ['admin', 'reports', status ?? 'all'] as const,
  /** Every list of numbers that did not answer: a resolved report moves between them. */
  unreachableLists: ['admin', 'unreachable'] as const,
  unreachableList: (status: UnreachableStatusName | undefined) =>
    ['admin', 'unreachable', status ?? 'all'] as const,
  marriages: ['admin', 'marriages'] as const,
  /** Who runs one profile (its guardians). */
  profileFamily: (profileId: number) => ['admin', 'profile-family', profileId] as const,
};
