import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InterestBox } from '@varmala/shared';
import { interestApi, interestKeys } from './interests-api';

/** One page of a box; the page shown stays while the next one arrives. */
export function useInterestBox(box: InterestBox, page: number) {
  return useQuery({
    queryKey: interestKeys.box(box, page),
    queryFn: ({ signal }) => interestApi.box(box, page, signal),
    placeholderData: keepPreviousData,
  });
}
