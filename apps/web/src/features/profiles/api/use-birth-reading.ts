import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface BirthMoment {
  date_of_birth: string;
  /** 'hh:mm AM', as the step keeps it. */
  birth_time: string;
  place_id: number;
}

/**
 * The star, padham and raasi of a birth (POST /api/horoscope/compute). The same moment is worked out
 * once per visit: a member may ask 60 times an hour.
 */
export function useBirthReading(moment: BirthMoment | null) {
  return useQuery({
    queryKey: ['birth-reading', moment] as const,
    queryFn: ({ signal }) => callApi('computeHoroscope', { body: moment as BirthMoment, signal }),
    enabled: moment !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The last reading stays while the next one comes, so the panel does not shrink and grow back.
    placeholderData: keepPreviousData,
  });
}
