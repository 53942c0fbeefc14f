export const PROFILE_STATUSES = [
  { code: 0, label: 'Unverified' },
  { code: 10, label: 'Verified' },
  { code: 200, label: 'Approved' },
  { code: 300, label: 'Married' },
  { code: 301, label: 'Married-Other-Source' },
  { code: 500, label: 'Rejected' },
  { code: 501, label: 'Duplicate' },
] as const;

export type ProfileStatusCode = (typeof PROFILE_STATUSES)[number]['code'];
export type ProfileStatusLabel = (typeof PROFILE_STATUSES)[number]['label'];

export const STATUS_UNVERIFIED = 0 satisfies ProfileStatusCode;
export const STATUS_APPROVED = 200 satisfies ProfileStatusCode;
export const STATUS_REJECTED = 500 satisfies ProfileStatusCode;

/** Rejected and Duplicate: the operator refused the profile (and says why: api/admin/refusal.ts). */
const REFUSED_STATUSES: ReadonlySet<number> = new Set([500, 501] satisfies ProfileStatusCode[]);
export type RefusedStatus = 500 | 501;

export function isRefusedStatus(code: number): code is RefusedStatus {
  return REFUSED_STATUSES.has(code);
}

export function statusLabel(code: number): ProfileStatusLabel | undefined {
  return PROFILE_STATUSES.find((s) => s.code === code)?.label;
}

export function isProfileStatusCode(code: number): code is ProfileStatusCode {
  return PROFILE_STATUSES.some((s) => s.code === code);
}
