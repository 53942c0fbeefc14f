import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

// An unexpected console.error is a failure: it usually means a swallowed bug.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});

// Workers run several files one after another: a file's fake clock must not reach the next.
afterAll(() => {
  vi.useRealTimers();
});
