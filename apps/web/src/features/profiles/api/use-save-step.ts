import { useMutation } from '@tanstack/react-query';
import type { FamilyRequest, HoroscopeRequest, PersonalRequest, WorkRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';

interface SectionRequests {
  personal: PersonalRequest;
  work: WorkRequest;
  family: FamilyRequest;
  horoscope: HoroscopeRequest;
}

type SectionBody = {
  [K in keyof SectionRequests]: { step: K; body: SectionRequests[K] };
}[keyof SectionRequests];

/** Saves step 2, 3, 5 or 6; the server answers which steps are complete so far. */
export function useSaveStep<S extends keyof SectionRequests>(userId: number, step: S) {
  return useMutation({
    mutationFn: (body: SectionRequests[S]) => {
      // One operation per step: the switch pairs each step with its body's type.
      const section = { step, body } as SectionBody;
      const params = { userId };
      switch (section.step) {
        case 'personal':
          return callApi('savePersonal', { params, body: section.body });
        case 'work':
          return callApi('saveWork', { params, body: section.body });
        case 'family':
          return callApi('saveFamily', { params, body: section.body });
        default:
          return callApi('saveHoroscope', { params, body: section.body });
      }
    },
    // What the profile still lacks (the edit pages' meter) comes with the member's own details.
    onSuccess: () => void loadCurrentUser(),
  });
}
