import { FIRST_ANSWER, type FirstAnswer } from '@varmala/shared';

/**
 * The answer to this very call that the page's starter asked for before the app ran
 * (`FirstCall`, packages/shared built-pages.ts): the same method, address and body, as the same
 * member. Taken once: any later call of it asks the server again. Its promise gives null where the
 * starter's call did not come back a 200 in JSON; the caller then asks itself, and meets the refusal
 * or the failure as any call does.
 */
export function takeFirstAnswer(
  method: string,
  url: string,
  body: string | undefined,
  token: string | null | undefined,
): Promise<unknown> | undefined {
  const page = globalThis as Partial<Record<typeof FIRST_ANSWER, FirstAnswer>>;
  const kept = page[FIRST_ANSWER];
  if (!kept || kept.method !== method || kept.url !== url || kept.body !== body || kept.token !== token) {
    return undefined;
  }
  delete page[FIRST_ANSWER];
  return kept.answer;
}
