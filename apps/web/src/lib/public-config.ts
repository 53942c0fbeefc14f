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

/** A WhatsApp chat with the operator, optionally with a message typed in for the member. */
export function whatsappLink(number: string, message?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}
