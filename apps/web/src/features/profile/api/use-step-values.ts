import { useQuery } from '@tanstack/react-query';
import type {
  BasicResponse,
  FamilyResponse,
  HoroscopeResponse,
  PersonalResponse,
  WorkResponse,
} from '@varmala/shared';
import { api } from '../../../lib/api-client';
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
    queryFn: ({ signal }) => api<StepResponses[S]>(`/profile/${userId}/${step}?t=${Date.now()}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
