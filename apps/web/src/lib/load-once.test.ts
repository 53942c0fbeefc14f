import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every call, and again only after a load that failed', async () => {
    let calls = 0;
    let fail = true;
    const get = loadOnce(async () => {
      calls++;
      if (fail) throw new Error('the connection dropped');
      return 'module';
    });
    await expect(get()).rejects.toThrow('the connection dropped');
    expect(calls).toBe(1);
    fail = false;
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(await get()).toBe('module');
    expect(calls).toBe(2);
  });
});
