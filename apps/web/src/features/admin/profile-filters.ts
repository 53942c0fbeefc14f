import { type AdminProfileFiltersRequest, DOMAINS, type Domain, specDate } from '@varmala/shared';

/** The filter form as typed and chosen; empty strings are "not chosen". */
export interface FilterForm {
  mid: string;
  year: string;
  month: string;
  day: string;
  domain: Domain | '';
  /** Only Approved profiles with changes waiting for review. */
  pending: boolean;
}

export const EMPTY_FILTERS: FilterForm = {
  mid: '',
  year: '',
  month: '',
  day: '',
  domain: '',
  pending: false,
};

const KEYS = ['mid', 'year', 'month', 'day', 'domain'] as const;

const wholeNumberIn = (text: string, min: number, max: number) =>
  /^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max ? String(Number(text)) : '';

/**
 * The filters kept in the address, so Back from a profile returns to the same list. Anything
 * that does not fit a field is dropped rather than sent.
 */
export function filtersFromParams(params: URLSearchParams): FilterForm {
  const domain = params.get('domain') ?? '';
  return {
    mid: (params.get('mid') ?? '').trim().slice(0, 20),
    year: wholeNumberIn(params.get('year') ?? '', 1900, 9999),
    month: wholeNumberIn(params.get('month') ?? '', 1, 12),
    day: wholeNumberIn(params.get('day') ?? '', 1, 31),
    domain: (DOMAINS as readonly string[]).includes(domain) ? (domain as Domain) : '',
    pending: params.get('pending') === '1',
  };
}

export function paramsFromFilters(form: FilterForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = form[key].trim();
    if (value) params.set(key, value);
  }
  if (form.pending) params.set('pending', '1');
  return params;
}

export function hasCompleteDate(form: FilterForm): boolean {
  return form.year !== '' && form.month !== '' && form.day !== '';
}

/** The request body: each filter a list of values, and the date only when all three parts are chosen. */
export function requestFromFilters(form: FilterForm): AdminProfileFiltersRequest {
  const mid = form.mid.trim();
  return {
    mid: mid ? [mid] : [],
    date_of_birth: hasCompleteDate(form) ? [specDate(form.year, form.month, form.day)] : [],
    domain: form.domain ? [form.domain] : [],
    ...(form.pending ? { pending: true } : {}),
  };
}
