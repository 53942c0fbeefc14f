import { FIRST_ANSWER, type FirstAnswer } from '@varmala/shared';
import { describe, expect, it, vi } from 'vitest';
import { takeFirstAnswer } from './first-answer';

const URL = '/api/profile/recent/1';
const BODY = '{"from_age":18}';
const TOKEN = 'member-token';

/** What the page's starter keeps on `window` once it has sent the call. */
function keep(answer: unknown): void {
  const kept: FirstAnswer = {
    method: 'POST',
    url: URL,
    body: BODY,
    token: TOKEN,
    answer: Promise.resolve(answer),
  };
  vi.stubGlobal(FIRST_ANSWER, kept);
}

const isKept = () => FIRST_ANSWER in globalThis;

describe("the starter's answer to a page's first call", () => {
  it('is taken by the same call, as the same member, once', async () => {
    keep({ rows: [] });
    await expect(takeFirstAnswer('POST', URL, BODY, TOKEN)).resolves.toEqual({ rows: [] });
    expect(isKept()).toBe(false);
    expect(takeFirstAnswer('POST', URL, BODY, TOKEN)).toBeUndefined();
  });

  it('is left alone by another call, another body, or another member', () => {
    keep({ rows: [] });
    expect(takeFirstAnswer('POST', '/api/profile/recent/2', BODY, TOKEN)).toBeUndefined();
    expect(takeFirstAnswer('POST', URL, '{"from_age":21}', TOKEN)).toBeUndefined();
    expect(takeFirstAnswer('GET', URL, BODY, TOKEN)).toBeUndefined();
    // A token refreshed since, or another of the family signed in: the answer was not for this one.
    expect(takeFirstAnswer('POST', URL, BODY, 'other-token')).toBeUndefined();
    expect(takeFirstAnswer('POST', URL, BODY, null)).toBeUndefined();
    expect(isKept()).toBe(true);
  });

  it('is nothing on a page whose starter sent no call', () => {
    expect(isKept()).toBe(false);
    expect(takeFirstAnswer('POST', URL, BODY, TOKEN)).toBeUndefined();
  });
});
