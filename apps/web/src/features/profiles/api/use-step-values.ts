import { useQuery } from '@tanstack/react-query';
import {
  type BasicResponse,
  type FamilyResponse,
  type HoroscopeResponse,
  type PersonalResponse,
  STEP_OPERATIONS,
  type WorkResponse,
} from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

export interface StepResponses {
  basic: BasicResponse;
  personal: PersonalResponse;
  work: WorkResponse;
  family: FamilyResponse;
  horoscope: HoroscopeResponse;
}
export type FormStep = keyof StepResponses;

/** A step's saved values, read fresh each time its form opens (the form starts from them). */
export function useStepValues<S extends FormStep>(userId: number, step: S) {
  return useQuery({
    queryKey: profileKeys.step(userId, step),
    queryFn: async ({ signal }) => {
      const operation: (typeof STEP_OPERATIONS)[FormStep]['read'] = STEP_OPERATIONS[step].read;
      // The time in the query keeps a browser or proxy cache from answering with older values.
      const values = await callApi(operation, {
        params: { userId },
        query: { t: String(Date.now()) },
        signal,
      });
      return values as StepResponses[S];
    },
    staleTime: 0,
    gcTime: 0,
  });
}
