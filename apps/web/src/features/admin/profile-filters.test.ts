import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, paramsFromFilters, requestFromFilters } from './profile-filters';

describe('admin profile filters', () => {
  it('send the date of birth only when year, month and day are all chosen', () => {
    expect(requestFromFilters({ ...EMPTY_FILTERS, year: '1999', month: '3' })).toEqual({
      mid: [],
      date_of_birth: [],
      domain: [],
    });
    expect(
      requestFromFilters({ ...EMPTY_FILTERS, year: '1999', month: '3', day: '5' }).date_of_birth,
    ).toEqual(['1999-3-5']);
  });

  it('send the id trimmed and the domain, each as a list of values', () => {
    expect(requestFromFilters({ ...EMPTY_FILTERS, mid: ' mf1001 ', domain: 'tamilmala' })).toEqual({
      mid: ['mf1001'],
      date_of_birth: [],
      domain: ['tamilmala'],
    });
  });

  it('ask for profiles with changes waiting only when the box is ticked', () => {
    expect(requestFromFilters({ ...EMPTY_FILTERS, pending: true })).toEqual({
      mid: [],
      date_of_birth: [],
      domain: [],
      pending: true,
    });
    expect(requestFromFilters(EMPTY_FILTERS)).not.toHaveProperty('pending');
    expect(filtersFromParams(new URLSearchParams('pending=yes')).pending).toBe(false);
  });

  it('round-trip through the address and drop what does not fit', () => {
    const form = {
      mid: 'MM1002',
      year: '1990',
      month: '12',
      day: '31',
      domain: 'varmala' as const,
      pending: true,
    };
    expect(filtersFromParams(paramsFromFilters(form))).toEqual(form);
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('month=13&day=0&year=abc&domain=elsewhere'))).toEqual(
      EMPTY_FILTERS,
    );
  });
});
