import { FIRST_ANSWER, type FirstAnswer } from '@varmala/shared';
import { describe, expect, it, vi } from 'vitest';
import { takeFirstAnswer } from './first-answer';

const kept = (answer: unknown): FirstAnswer => ({
  method: 'POST',
  url: '/api/profile/recent/1',
  body: '{"from_age":18}',
  token: 'member-token',
  answer: Promise.resolve(answer),
});

describe("the starter's answer to a page's first call", () => {
  it('is taken by the same call, as the same member, once', async () => {
    const page: Record<string, unknown> = { [FIRST_ANSWER]: kept({ rows: [] }) };
    vi.stubGlobal('window', page);
    const early = takeFirstAnswer('POST', '/api/profile/recent/1', '{"from_age":18}', 'member-token');
    await expect(early).resolves.toEqual({ rows: [] });
    expect(FIRST_ANSWER in page).toBe(false);
    expect(
      takeFirstAnswer('POST', '/api/profile/recent/1', '{"from_age":18}', 'member-token'),
    ).toBeUndefined();
  });

  it('is left alone by another call, another body, or another member', () => {
    const page: Record<string, unknown> = { [FIRST_ANSWER]: kept({ rows: [] }) };
    vi.stubGlobal('window', page);
    expect(
      takeFirstAnswer('POST', '/api/profile/recent/2', '{"from_age":18}', 'member-token'),
    ).toBeUndefined();
    expect(
      takeFirstAnswer('POST', '/api/profile/recent/1', '{"from_age":21}', 'member-token'),
    ).toBeUndefined();
    expect(
      takeFirstAnswer('GET', '/api/profile/recent/1', '{"from_age":18}', 'member-token'),
    ).toBeUndefined();
    // A token refreshed since, or another family member signed in: the answer was not for this one.
    expect(
      takeFirstAnswer('POST', '/api/profile/recent/1', '{"from_age":18}', 'other-token'),
    ).toBeUndefined();
    expect(takeFirstAnswer('POST', '/api/profile/recent/1', '{"from_age":18}', null)).toBeUndefined();
    expect(FIRST_ANSWER in page).toBe(true);
  });

  it('is nothing on a page whose starter sent no call', () => {
    vi.stubGlobal('window', {});
    expect(
      takeFirstAnswer('POST', '/api/profile/recent/1', '{"from_age":18}', 'member-token'),
    ).toBeUndefined();
  });
});
