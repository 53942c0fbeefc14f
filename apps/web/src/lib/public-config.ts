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

/** The element in which the server writes the configuration into every page it serves. */
export const PUBLIC_CONFIG_ELEMENT = 'public-config';

/** The configuration the page itself carries, when the server wrote it in. */
function embeddedConfig(): PublicConfig | undefined {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return undefined;
  }
}

/**
 * Known at start: read from the page when the server wrote it in (no round trip before the first
 * paint on a slow line), else asked for beside the session check.
 */
export function prefetchPublicConfig(): void {
  const embedded = embeddedConfig();
  if (embedded) setPublicConfig(embedded);
  else void queryClient.prefetchQuery(publicConfigQuery);
}

export function setPublicConfig(config: PublicConfig): void {
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
}

/**
 * What the deployment tells the browser: domain, WhatsApp number, Android app, analytics tag.
 * The build prerendered each site's pages, so it knew the domain and nothing else: what a part draws
 * from the rest waits until that part is taken over (useTakenOver). Drawn during the take-over, a
 * link the build did not draw (Help, before Log Out) would take over the next one's element and
 * keep that one's address.
 */
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
