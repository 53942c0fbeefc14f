import { describe, expect, it } from 'vitest';
import { grantSubscriptionRequestSchema } from './api/subscriptions/grant-subscription.js';
import { digitsOnly, latinDigits, normalizeMobileNumber } from './digits.js';
import { mobileNumber } from './fields.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { familyRequestSchema } from './profile-sections/family.js';
import { personalRequestSchema } from './profile-sections/personal.js';

describe('latinDigits', () => {
  it('reads Devanagari, Tamil and other decimal digits as 0-9 and leaves everything else', () => {
    expect(latinDigits('५५')).toBe('55');
    expect(latinDigits('௫௮')).toBe('58');
    expect(latinDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(latinDigits('௦௧௨௩௪௫௬௭௮௯')).toBe('0123456789');
    // Kannada and Arabic-Indic, which a phone keyboard may offer as well.
    expect(latinDigits('೨೦')).toBe('20');
    expect(latinDigits('٣٤')).toBe('34');
    expect(latinDigits('weight ५५ kg')).toBe('weight 55 kg');
  });

  it('does not read Tamil number signs that are not digits (௰ is ten) as digits', () => {
    expect(latinDigits('௰')).toBe('௰');
  });
});

describe('digitsOnly', () => {
  it('keeps digits of any script, as 0-9', () => {
    expect(digitsOnly('५५ kg')).toBe('55');
    expect(digitsOnly('98765 43210')).toBe('9876543210');
  });
});

describe('normalizeMobileNumber', () => {
  it.each([
    ['+91 98765 43210'],
    ['+91-98765-43210'],
    ['91 98765 43210'],
    ['919876543210'],
    ['0091 98765 43210'],
    ['098765 43210'],
    ['(098765) 43210'],
    ['98765-43210'],
    ['९८७६५ ४३२१०'],
    ['+௯௧ ௯௮௭௬௫ ௪௩௨௧௦'],
    // Copied from a phone's contacts: a no-break space and the invisible marks that keep it left to right.
    ['\u202a+91\u00a098765\u00a043210\u202c'],
  ])('reads %j as 9876543210', (typed) => {
    expect(normalizeMobileNumber(typed)).toBe('9876543210');
  });

  it('leaves a number it cannot read as a mobile for the check to refuse', () => {
    expect(normalizeMobileNumber('+1 98765 43210')).toBe('+19876543210');
    expect(normalizeMobileNumber('9198765432')).toBe('9198765432');
    expect(normalizeMobileNumber('0009876543210')).toBe('0009876543210');
    expect(normalizeMobileNumber('98765abc43210')).toBe('98765abc43210');
    // Control characters are no separators: a request carrying one is refused, as in any text.
    expect(normalizeMobileNumber('9\u000b876543210')).toBe('9\u000b876543210');
    expect(normalizeMobileNumber('98765\t43210')).toBe('98765\t43210');
    expect(normalizeMobileNumber('98765\n43210')).toBe('98765\n43210');
  });
});

describe('mobileNumber', () => {
  it('answers the ten digits for a pasted number with a country code, a trunk 0 or separators', () => {
    for (const typed of [
      '+91 98765 43210',
      '098765 43210',
      '0091-98765-43210',
      '(98765) 43210',
      '९८७६५४३२१०',
    ]) {
      expect(mobileNumber.parse(typed)).toBe('9876543210');
    }
  });

  it("still answers 'Invalid mobile number' for anything else", () => {
    for (const typed of [
      '+1 98765 43210',
      '98765',
      '98765abc43210',
      '9876543210 ext 2',
      '+91 98765 4321',
      '1'.repeat(100_000),
    ]) {
      const result = mobileNumber.safeParse(typed);
      expect(result.success, typed.slice(0, 20)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.invalidMobile);
    }
    expect(mobileNumber.safeParse('').error?.issues[0]?.message).toBe(M.required);
    expect(mobileNumber.safeParse('  ').error?.issues[0]?.message).toBe(M.required);
    expect(mobileNumber.safeParse(9876543210).error?.issues[0]?.message).toBe(M.required);
  });
});

describe('whole numbers typed in any script', () => {
  const personal = { height: 160, physical_status: 'Normal', marital_status: 'Never Married' };

  it('reads a weight of ५५ or ௫௫ as 55', () => {
    expect(personalRequestSchema.parse({ ...personal, weight: '५५' }).weight).toBe(55);
    expect(personalRequestSchema.parse({ ...personal, weight: '௫௫' }).weight).toBe(55);
    expect(personalRequestSchema.safeParse({ ...personal, weight: '५५०' }).success).toBe(false);
  });

  it('reads sibling counts typed in Devanagari', () => {
    const family = familyRequestSchema.parse({
      father_name: 'Ramesh',
      father_alive: true,
      mother_name: 'Sunita',
      mother_alive: true,
      sisters: '२',
      sisters_married: '१',
    });
    expect([family.sisters, family.sisters_married]).toEqual([2, 1]);
  });

  it('reads the downloads and days of a grant typed in Tamil digits', () => {
    const grant = grantSubscriptionRequestSchema.parse({
      mobile_no: '+91 98765 43210',
      downloads: '௫௦',
      days: '௯௦',
    });
    expect(grant).toMatchObject({ mobile_no: '9876543210', downloads: 50, days: 90 });
  });
});
