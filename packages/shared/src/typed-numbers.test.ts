import { describe, expect, it } from 'vitest';
import { adminProfileFiltersSchema } from './api/admin/profile-list.js';
import { submitUtrRequestSchema } from './api/payments/payments.js';
import { searchFiltersSchema } from './api/search/search-profiles.js';

const utr = (typed: string) => submitUtrRequestSchema.safeParse({ utr: typed });

describe('numbers a member types or pastes, with what people put between the digits', () => {
  it('reads a UTR as a banking app shows it, in any script', () => {
    for (const typed of [
      '412345678901',
      '4123 4567 8901',
      '4123-4567-8901',
      '४१२३४५६७८९०१',
      '4123\u00a04567 8901',
    ]) {
      expect(utr(typed).data, JSON.stringify(typed)).toEqual({ utr: '412345678901' });
    }
  });

  it('refuses a UTR with a control character among the digits', () => {
    for (const typed of ['4\u000b12345678901', '4123\t4567 8901', '4123\n45678901', '41234567\u00008901']) {
      expect(utr(typed).success, JSON.stringify(typed)).toBe(false);
    }
  });

  it("reads the operator's mobile filter with spaces and dashes, and refuses one with a control character", () => {
    expect(adminProfileFiltersSchema.parse({ mobile: '98765 43210' }).mobile).toBe('9876543210');
    expect(adminProfileFiltersSchema.parse({ mobile: '98765-43210' }).mobile).toBe('9876543210');
    expect(adminProfileFiltersSchema.parse({ mobile: '+91 98765 43210' }).mobile).toBe('9876543210');
    expect(adminProfileFiltersSchema.safeParse({ mobile: '98765\u000b43210' }).success).toBe(false);
  });

  it('reads an age sent as text, and refuses one with a control character', () => {
    expect(searchFiltersSchema.parse({ from_age: ' 25 ' }).from_age).toBe(25);
    expect(searchFiltersSchema.safeParse({ from_age: '\u000b25' }).success).toBe(false);
  });

  it('reads a star in any spelling, and refuses one with a control character', () => {
    expect(searchFiltersSchema.parse({ birth_star: ['purva phalguni'] }).birth_star).toEqual(
      searchFiltersSchema.parse({ birth_star: ['Purva-Phalguni'] }).birth_star,
    );
    expect(searchFiltersSchema.safeParse({ birth_star: ['Rohi\u000bni'] }).success).toBe(false);
  });
});
