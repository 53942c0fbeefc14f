import { describe, expect, it } from 'vitest';
import { confirmMobileRequestSchema } from './verification.js';

const read = (code: string) => confirmMobileRequestSchema.safeParse({ code });

describe('the code a member types back', () => {
  it('reads the six digits as a phone or a copied SMS gives them', () => {
    for (const typed of ['123456', '123 456', ' 123456\n', '१२३४५६', '௧௨௩௪௫௬', '123\u00a0456']) {
      expect(read(typed).data, JSON.stringify(typed)).toEqual({ code: '123456' });
    }
  });

  it('is refused with a control character, a letter or a sign among the digits', () => {
    for (const typed of ['1\u000b23456', '123\t456', '12\u000034 56', '123-456', '12345a', '12345']) {
      expect(read(typed).success, JSON.stringify(typed)).toBe(false);
    }
  });
});
