import { describe, expect, it } from 'vitest';
import { savePlanRequestSchema } from './api/payments/plans.js';
import { grantSubscriptionRequestSchema } from './api/subscriptions/grant-subscription.js';
import { idLast4Schema } from './api/verification/verification.js';
import { readWholeNumber } from './digits.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

const plan = (price: unknown) =>
  savePlanRequestSchema.safeParse({ name: 'Gold', price_inr: price, downloads: '30', days: '90' });
const priceError = (price: unknown) =>
  plan(price).error?.issues.find((i) => i.path[0] === 'price_inr')?.message;

describe('a price as the operator writes it', () => {
  it('reads 1500 however it is grouped, marked or scripted', () => {
    for (const typed of [
      '1500',
      '1,500',
      '1 500',
      '1\u00a0500',
      '1\u202f500',
      '₹1,500',
      '₹ 1,500',
      'Rs. 1,500',
      'rs 1500',
      'INR 1500',
      '1,500/-',
      '1500.00',
      '₹1,500.00',
      '१,५००',
      '₹१५००',
      '௧,௫௦௦',
      ' 1,500 ',
      1500,
    ]) {
      expect(plan(typed).data?.price_inr, JSON.stringify(typed)).toBe(1500);
    }
    expect(plan('1,50,000').data?.price_inr).toBe(150000);
    expect(plan('150,000').data?.price_inr).toBe(150000);
  });

  it('refuses what is no whole number of rupees with a text that says how to write one', () => {
    for (const typed of [
      '15.5.0',
      '15.5',
      '1,5,00',
      '15,00',
      '1.500,00',
      '-1500',
      '1500 rupees',
      'abc',
      '1e3',
      '0x5dc',
    ]) {
      expect(priceError(typed), JSON.stringify(typed)).toBe(M.notWholeRupees);
    }
  });

  it('says a missing price is required, and an out-of-range one invalid', () => {
    expect(priceError('')).toBe(M.required);
    expect(priceError(undefined)).toBe(M.required);
    expect(priceError('0')).toBe(M.invalidValue);
    expect(priceError('2,00,001')).toBe(M.invalidValue);
  });

  it('reads downloads and days grouped too, but no rupee sign on them', () => {
    expect(plan('1500').data).toMatchObject({ downloads: 30, days: 90 });
    const grant = grantSubscriptionRequestSchema.safeParse({ user_id: 1, downloads: '1,000', days: '३६५' });
    expect(grant.data).toMatchObject({ downloads: 1000, days: 365 });
    const marked = grantSubscriptionRequestSchema.safeParse({ user_id: 1, downloads: '₹10', days: '30' });
    expect(marked.error?.issues[0]?.message).toBe(M.notWholeNumber);
  });

  it('reads a plain number the way it always did', () => {
    expect(readWholeNumber('55')).toBe(55);
    expect(readWholeNumber('५५')).toBe(55);
    expect(readWholeNumber('12345678')).toBe(12345678);
    expect(readWholeNumber('9'.repeat(20))).toBeUndefined();
    expect(readWholeNumber('₹5')).toBeUndefined();
  });
});

describe('the last four of a document the operator saw', () => {
  it('keeps up to four characters, spaces and dashes aside, in any script', () => {
    expect(idLast4Schema.parse('0123')).toBe('0123');
    expect(idLast4Schema.parse(' 01 23 ')).toBe('0123');
    expect(idLast4Schema.parse('०१२३')).toBe('0123');
    expect(idLast4Schema.parse('234F')).toBe('234F');
  });

  it('refuses a whole number pasted, never keeping a part of it', () => {
    for (const pasted of [
      '234567890123',
      '2345 6789 0123',
      '2345-6789-0123',
      '२३४५६७८९०१२३',
      'XXXX XXXX 0123',
      'ABCDE1234F',
      '01234',
    ]) {
      const result = idLast4Schema.safeParse(pasted);
      expect(result.success, pasted).toBe(false);
      expect(result.error?.issues[0]?.message, pasted).toBe(M.idLast4TooLong);
    }
    expect(idLast4Schema.safeParse('12#4').error?.issues[0]?.message).toBe(M.identityNumber);
  });
});
