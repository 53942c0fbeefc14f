import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@varmala/shared';
import { http } from './http';

/** What the deployment tells the browser: domain, WhatsApp number, Android app, analytics tag. */
export function usePublicConfig(): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => http<PublicConfig>('/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
