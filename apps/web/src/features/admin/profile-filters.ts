import {
  ADMIN_NAME_FILTER_MAX,
  type AdminProfileFiltersRequest,
  DOMAINS,
  type Domain,
  isProfileStatusCode,
  PROFILE_STATUSES,
  specDate,
} from '@varmala/shared';

/** The filter form as typed and chosen; empty strings are "not chosen". */
export interface FilterForm {
  mid: string;
  /** Part of the name or surname. */
  name: string;
  /** Ten digits; spaces as typed are fine. */
  mobile: string;
  year: string;
  month: string;
  day: string;
  domain: Domain | '';
  /** Status codes, any of which matches; none is every status. */
  status: number[];
  /** Only Approved profiles with changes waiting for review. */
  pending: boolean;
  /** What waits for the operator: new profiles first, then changes. */
  waiting: boolean;
  /** Only profiles paused because nobody used them (issue 55). */
  idle: boolean;
}

export const EMPTY_FILTERS: FilterForm = {
  mid: '',
  name: '',
  mobile: '',
  year: '',
  month: '',
  day: '',
  domain: '',
  status: [],
  pending: false,
  waiting: false,
  idle: false,
};

const TEXT_KEYS = ['mid', 'name', 'mobile', 'year', 'month', 'day', 'domain'] as const;

/** Unverified and Verified: the statuses of new profiles, as the dashboard's count links them. */
export const NEW_PROFILE_STATUSES = [0, 10];

const wholeNumberIn = (text: string, min: number, max: number) =>
  /^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max ? String(Number(text)) : '';

/** The statuses in the list's order, each once. */
function statusesOf(values: readonly string[]): number[] {
  const chosen = new Set(values.filter((value) => /^\d{1,3}$/.test(value)).map(Number));
  return PROFILE_STATUSES.map((status) => status.code).filter(
    (code) => chosen.has(code) && isProfileStatusCode(code),
  );
}

/**
 * The filters kept in the address, so Back from a profile returns to the same list, and the
 * dashboard's counts can link to theirs. Anything that does not fit a field is dropped rather than
 * sent.
 */
export function filtersFromParams(params: URLSearchParams): FilterForm {
  const domain = params.get('domain') ?? '';
  const mobile = (params.get('mobile') ?? '').replace(/[^\d ]/g, '').slice(0, 14);
  return {
    mid: (params.get('mid') ?? '').trim().slice(0, 20),
    name: (params.get('name') ?? '').trim().slice(0, ADMIN_NAME_FILTER_MAX),
    mobile: mobile.trim(),
    year: wholeNumberIn(params.get('year') ?? '', 1900, 9999),
    month: wholeNumberIn(params.get('month') ?? '', 1, 12),
    day: wholeNumberIn(params.get('day') ?? '', 1, 31),
    domain: (DOMAINS as readonly string[]).includes(domain) ? (domain as Domain) : '',
    status: statusesOf(params.getAll('status')),
    pending: params.get('pending') === '1',
    waiting: params.get('waiting') === '1',
    idle: params.get('idle') === '1',
  };
}

export function paramsFromFilters(form: FilterForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = form[key].trim();
    if (value) params.set(key, value);
  }
  for (const status of form.status) params.append('status', String(status));
  if (form.pending) params.set('pending', '1');
  if (form.waiting) params.set('waiting', '1');
  if (form.idle) params.set('idle', '1');
  return params;
}

export function hasCompleteDate(form: FilterForm): boolean {
  return form.year !== '' && form.month !== '' && form.day !== '';
}

/**
 * The request body: the spec's filters each a list of values, the date only when all three parts
 * are chosen; the others only when given.
 */
export function requestFromFilters(form: FilterForm): AdminProfileFiltersRequest {
  const mid = form.mid.trim();
  const name = form.name.trim();
  const mobile = form.mobile.replace(/\s/g, '');
  return {
    mid: mid ? [mid] : [],
    date_of_birth: hasCompleteDate(form) ? [specDate(form.year, form.month, form.day)] : [],
    domain: form.domain ? [form.domain] : [],
    ...(name ? { name } : {}),
    ...(mobile ? { mobile } : {}),
    ...(form.status.length > 0 ? { status: form.status } : {}),
    ...(form.pending ? { pending: true } : {}),
    ...(form.waiting ? { waiting: true } : {}),
    ...(form.idle ? { paused_for: 'idle' as const } : {}),
  };
}
