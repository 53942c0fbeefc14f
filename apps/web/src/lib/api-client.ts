import type { ErrorCode, JsonOperationName, OperationResponse } from '@varmala/shared';
import { ApiError, request } from './http';
import type { CallArgs } from './operation-call';
import { endSession, getSession } from './session';
import { refreshTokenIfDue } from './token-refresh';

type ForbiddenListener = (code: ErrorCode | undefined) => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/** Called on every 403 from the API; the app answers by showing /forbidden. */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/**
 * Refusals of one action, not of the page: the page that asked says them in place (a family that
 * shares its number only after accepting an interest, an interest the member may not send yet).
 */
const REFUSED_IN_PLACE = new Set([
  'contactAfterAccept',
  'interestNeedsApproval',
  'interestFromOperator',
  'interestToOwnProfile',
  'interestSameGender',
  'interestOnlyReceiver',
  'interestOnlySender',
  // A family's actions (issue 53): the page stays, the action says why not.
  'familyViewOnly',
  'interestWithinFamily',
  'familyRefused',
  'notYourFamilyProfile',
  'familyOwnerOnly',
  'inviteForAnotherNumber',
  'candidateNotRemovable',
  'candidateMobileRefused',
  // A chart whose birth time no download has shown: the match panel says so beside the other chart.
  'notDownloaded',
]);

/** A refusal of the page, which the app answers by taking the member elsewhere (`onForbidden`). */
const refusesThePage = (error: ApiError) =>
  error.status === 403 && !REFUSED_IN_PLACE.has(error.messageKey ?? '');

/**
 * Whether the app itself answers this failure by leaving the page: a refusal of the page (to the
 * step of their profile a member has still to write, or /forbidden). The page then says nothing of
 * it, or its "Something went wrong" would show while the next page loads.
 */
export function leadsElsewhere(error: unknown): boolean {
  return error instanceof ApiError && refusesThePage(error);
}

/** What a failed call means for the session, whichever way it was sent. */
export function reactToFailure(error: unknown, token: string | null): void {
  if (!(error instanceof ApiError)) return;
  // A wrong password is also a 401, but it says nothing about the session.
  if (error.status === 401 && token && error.code !== 'INVALID_CREDENTIALS' && getSession().token === token) {
    endSession();
  }
  if (refusesThePage(error)) for (const listener of forbiddenListeners) listener(error.code);
}

/**
 * Sends one request as the signed-in member, whichever way it goes (JSON, upload, download): the
 * token is refreshed first when it is close to expiry, and a failure tells the session what it means.
 */
export async function asMember<T>(send: (token: string | null) => Promise<T>): Promise<T> {
  await refreshTokenIfDue();
  const token = getSession().token;
  try {
    return await send(token);
  } catch (error) {
    reactToFailure(error, token);
    throw error;
  }
}

/**
 * One call of an API operation as the signed-in member (when there is one), e.g.
 * `callApi('searchProfiles', { params: { page }, body: filters })`.
 */
export function callApi<N extends JsonOperationName>(
  name: N,
  ...[input]: CallArgs<N>
): Promise<OperationResponse<N>> {
  return asMember((token) =>
    request(name, ...([{ ...input, token }] as CallArgs<N, { token: string | null }>)),
  );
}
