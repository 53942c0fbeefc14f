import { describe, expect, it } from 'vitest';
import { formatList } from './list-format';

describe('formatList', () => {
  it('joins with "and" or "or" in English', () => {
    expect(formatList('en', ['Rajju', 'Vedha', 'Gana'])).toBe('Rajju, Vedha, and Gana');
    expect(formatList('en', ['Nadi dosha', 'Bhakoot dosha'], 'disjunction')).toBe(
      'Nadi dosha or Bhakoot dosha',
    );
  });

  it('says every list as Intl.ListFormat does, in each of our languages, of each kind and length', () => {
    const items = ['रज्जू', 'வேதை', 'Gana', 'Nadi'];
    for (const language of ['en', 'mr', 'ta']) {
      for (const type of ['conjunction', 'disjunction'] as const) {
        for (let count = 0; count <= items.length; count += 1) {
          const some = items.slice(0, count);
          expect(formatList(language, some, type), `${language} ${type} ${count}`).toBe(
            new Intl.ListFormat(language, { type }).format(some),
          );
        }
      }
    }
  });

  it('leaves another language to Intl.ListFormat', () => {
    expect(formatList('hi', ['क', 'ख'])).toBe(new Intl.ListFormat('hi').format(['क', 'ख']));
  });
});
