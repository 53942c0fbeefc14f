import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Suggestions shown at once; the list has up to ten, and a phone's screen holds about six. */
const SUGGESTIONS = 6;

/** Places whose name begins with the text (GET /api/places), the last answer kept while the next one comes. */
export function usePlaces(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['places', q.toLowerCase()] as const,
    queryFn: ({ signal }) => callApi('searchPlaces', { query: { q, limit: SUGGESTIONS }, signal }),
    enabled: q.length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
