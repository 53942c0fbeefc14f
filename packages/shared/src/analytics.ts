/**
 * The ad-analytics tag that reports a sign-up conversion (spec section 7): a Google tag id
 * (AW-..., G-...) or a Meta pixel id (digits). Client and server agree here on where it loads from,
 * so the Content-Security-Policy admits exactly those hosts and only when a tag is configured.
 */
export type AnalyticsProvider = 'google' | 'meta';

export function analyticsProvider(tag: string): AnalyticsProvider {
  return /^\d+$/.test(tag) ? 'meta' : 'google';
}

export const ANALYTICS_HOSTS: Record<AnalyticsProvider, { script: string[]; connect: string[] }> = {
  google: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
    ],
  },
  meta: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com'],
  },
};
