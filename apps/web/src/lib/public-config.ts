import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@varmala/shared';
import { request } from './http';
import { queryClient } from './query-client';

const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => request('publicConfig', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** Asked for at start, beside the session check, so the first paint can already use it. */
export function prefetchPublicConfig(): void {
  void queryClient.prefetchQuery(publicConfigQuery);
}

/** What the deployment tells the browser: domain, WhatsApp number, Android app, analytics tag. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery).data;
}

/** True once the first request for the configuration has been answered, or has failed. */
export function usePublicConfigSettled(): boolean {
  const { isPending, failureCount } = useQuery(publicConfigQuery);
  return !isPending || failureCount > 0;
}

/** A WhatsApp chat with the operator, optionally with a message typed in for the member. */
export function whatsappLink(number: string, message?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}
