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
      name: 'Priya',
      mobile: '98765 43210',
      year: '1990',
      month: '12',
      day: '31',
      domain: 'varmala' as const,
      status: [0, 10],
      pending: true,
      waiting: true,
      idle: true,
    };
    expect(filtersFromParams(paramsFromFilters(form))).toEqual(form);
    expect(requestFromFilters(form)).toMatchObject({ paused_for: 'idle' });
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(
      filtersFromParams(new URLSearchParams('month=13&day=0&year=abc&domain=elsewhere&status=42&status=x')),
    ).toEqual(EMPTY_FILTERS);
  });

  it('send name, mobile, statuses and what waits only when given, the mobile as its digits', () => {
    expect(requestFromFilters({ ...EMPTY_FILTERS, name: '  Priya ', mobile: '98765 43210' })).toEqual({
      mid: [],
      date_of_birth: [],
      domain: [],
      name: 'Priya',
      mobile: '9876543210',
    });
    expect(requestFromFilters({ ...EMPTY_FILTERS, status: [500, 501], waiting: true })).toMatchObject({
      status: [500, 501],
      waiting: true,
    });
    // The dashboard's link to the new profiles: each status once, in the list's order.
    expect(filtersFromParams(new URLSearchParams('status=10&status=0&status=10')).status).toEqual([0, 10]);
    expect(filtersFromParams(new URLSearchParams('mobile=%2B91<b>98765')).mobile).toBe('9198765');
  });
});
