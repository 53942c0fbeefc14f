import type {
  DeclineInterestRequest,
  InterestBox,
  Language,
  PreferencesRequest,
  ReportUnreachableRequest,
  ResolveUnreachableRequest,
  SendInterestTemplate,
  UnreachableStatusName,
} from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

/**
 * The calls of interests, the member's home, partner preferences and refunds of unreachable
 * numbers, typed by the shared operation table; the pages build their queries and mutations on
 * them with these keys.
 */
export const interestKeys = {
  templates: (language: Language) => ['interests', 'templates', language] as const,
  box: (box: InterestBox, page: number) => ['interests', box, page] as const,
  home: ['home'] as const,
  preferences: ['preferences'] as const,
  unreachable: (status: string | undefined, page: number) => ['admin', 'unreachable', status, page] as const,
};

export const interestApi = {
  templates: (language?: Language, signal?: AbortSignal) =>
    callApi('interestTemplates', { query: { language }, signal }),
  send: (profileId: number, template: SendInterestTemplate) =>
    callApi('sendInterest', { params: { profileId }, body: { template } }),
  box: (box: InterestBox, page: number, signal?: AbortSignal) =>
    callApi('interestBox', { params: { box, page }, signal }),
  accept: (interestId: number) => callApi('acceptInterest', { params: { interestId } }),
  decline: (interestId: number, body: DeclineInterestRequest = {}) =>
    callApi('declineInterest', { params: { interestId }, body }),
  withdraw: (interestId: number) => callApi('withdrawInterest', { params: { interestId } }),
  home: (signal?: AbortSignal) => callApi('memberHome', { signal }),
  preferences: (signal?: AbortSignal) => callApi('readPreferences', { signal }),
  savePreferences: (body: PreferencesRequest) => callApi('savePreferences', { body }),
  confirmMyNumber: () => callApi('confirmMyNumber'),
  reportUnreachable: (profileId: number, body: ReportUnreachableRequest) =>
    callApi('reportUnreachable', { params: { profileId }, body }),
  unreachableList: (page: number, status?: UnreachableStatusName, signal?: AbortSignal) =>
    callApi('adminUnreachableList', { params: { page }, body: { status }, signal }),
  resolveUnreachable: (reportId: number, body: ResolveUnreachableRequest) =>
    callApi('resolveUnreachable', { params: { reportId }, body }),
};
