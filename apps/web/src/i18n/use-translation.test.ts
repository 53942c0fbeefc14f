import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { drawsAgain, rememberCalls } from './use-translation';

/** A real i18next with a post-processor that counts the texts it makes. */
async function counted() {
  const made = { count: 0 };
  const instance = i18next.createInstance();
  await instance
    .use({
      type: 'postProcessor',
      name: 'count',
      process: (value: string) => {
        made.count++;
        return value;
      },
    })
    .init({
      lng: 'en',
      postProcess: ['count'],
      resources: {
        en: {
          translation: {
            age: '{{age}} years',
            photoAlt: 'Photo of {{name}}',
            item_one: 'one item',
            item_other: '{{count}} items',
            list: { a: 'first', b: 'second' },
          },
        },
      },
    });
  const t = (key: string | string[], options?: unknown): unknown =>
    Reflect.apply(instance.t, undefined, [key, options]);
  return { made, t };
}

describe('a remembering t', () => {
  it('gives the same text as i18next, and makes each one once', async () => {
    const { made, t } = await counted();
    const fast = rememberCalls(t);
    const calls: [string, object?][] = [
      ['age', { age: 27 }],
      ['age', { age: 31 }],
      ['photoAlt', { name: 'Priya <b>' }],
      ['item', { count: 1 }],
      ['item', { count: 5 }],
      ['missing.key'],
    ];
    for (const [key, options] of calls) expect(fast(key, options)).toBe(t(key, options));
    const made1 = made.count;
    for (const [key, options] of calls) fast(key, options);
    expect(made.count).toBe(made1);
    // A new count, a new text.
    expect(fast('item', { count: 2 })).toBe('2 items');
  });

  it('asks i18next each time when an option is not a plain value', async () => {
    const { made, t } = await counted();
    const fast = rememberCalls(t);
    const options = { returnObjects: true, extra: { nested: 1 } };
    expect(fast('list', options)).toEqual({ a: 'first', b: 'second' });
    const before = made.count;
    fast('age', { age: 1, person: { name: 'x' } });
    fast('age', { age: 1, person: { name: 'x' } });
    expect(made.count).toBe(before + 2);
  });
});

describe('a part of the catalogue that arrives', () => {
  const before = { language: 'mr', missed: 3, ready: true };

  it('draws the page again after a text was missed, or in another language', () => {
    expect(drawsAgain(before, { ...before, missed: 4 })).toBe(true);
    expect(drawsAgain(before, { ...before, language: 'ta' })).toBe(true);
    expect(drawsAgain({ ...before, ready: false }, before)).toBe(true);
  });

  it('leaves the page as it is when nothing on it missed a text', () => {
    expect(drawsAgain(before, { ...before })).toBe(false);
  });
});
