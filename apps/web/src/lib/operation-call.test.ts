import { exampleListItem } from '@varmala/shared/examples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from './http';
import { ResponseSchemaError } from './operation-call';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The browser's fetch answering with one JSON body; records what the app sent. */
function serverAnswers(status: number, answer: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const noFilters = {
  community: [],
  state: [],
  education: [],
  annual_income: [],
  martial_status: [],
  birth_star: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an API call by operation name', () => {
  it('takes its method and path from the shared table and sends the body and token', async () => {
    const page = { rows: [exampleListItem], count: 1, photo_nudge: false };
    const sent = serverAnswers(200, page);

    const answer = await request('searchProfiles', {
      params: { page: 2 },
      body: { ...noFilters, from_age: 25 },
      token: 'abc',
    });

    expect(sent).toEqual([
      {
        url: '/api/profile/recent/2',
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' }),
        body: { ...noFilters, from_age: 25 },
      },
    ]);
    // The answer is the server's own, not a parsed copy: development behaves as production does.
    expect(answer).toEqual(page);
  });

  it('keeps a path parameter inside its own path segment', async () => {
    const sent = serverAnswers(200, []);
    await request('listPhotos', { params: { userId: '5/../../admin/subscription' } });
    expect(sent[0]?.url).toBe('/api/profile/5%2F..%2F..%2Fadmin%2Fsubscription/photo');
  });

  it('adds the query string the operation takes', async () => {
    const sent = serverAnswers(200, { Status: 'Success' });
    await request('logout', { token: 't' });
    await request('readBasic', { params: { userId: 9 }, query: { t: '1700000000000' } }).catch(
      () => undefined,
    );
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/logout',
      'GET /api/profile/9/basic?t=1700000000000',
    ]);
  });

  it('in tests, refuses an answer its response schema does not accept, naming the field', async () => {
    serverAnswers(200, { rows: [exampleListItem], count: 'about 40', photo_nudge: false });

    const call = request('searchProfiles', { params: { page: 1 }, body: noFilters });

    await expect(call).rejects.toBeInstanceOf(ResponseSchemaError);
    await expect(call).rejects.toThrow(/searchProfiles .*count: /);
  });

  it('turns an error answer into an ApiError with its status and code, unchecked by the schema', async () => {
    serverAnswers(402, { Status: 'Error', Message: 'Subscription required', code: 'SUBSCRIPTION_REQUIRED' });

    const failure = await request('downloadProfile', { params: { profileId: 3 } }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 402, code: 'SUBSCRIPTION_REQUIRED' });
  });
});
