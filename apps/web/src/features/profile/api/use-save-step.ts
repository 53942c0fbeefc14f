import { useMutation } from '@tanstack/react-query';
import type {
  FamilyRequest,
  HoroscopeRequest,
  PersonalRequest,
  SaveStepResponse,
  WorkRequest,
} from '@varmala/shared';
import { api } from '../../../lib/api-client';

interface SectionRequests {
  personal: PersonalRequest;
  work: WorkRequest;
  family: FamilyRequest;
  horoscope: HoroscopeRequest;
}

/** Saves step 2, 3, 5 or 6; the server answers which steps are complete so far. */
export function useSaveStep<S extends keyof SectionRequests>(userId: number, step: S) {
  return useMutation({
    mutationFn: (body: SectionRequests[S]) =>
      api<SaveStepResponse>(`/profile/${userId}/${step}`, { method: 'POST', body }),
  });
}
