export const subscriptionKeys = {
  summary: ['subscription'] as const,
  downloads: ['subscription', 'downloads'] as const,
  freshToken: ['subscription', 'fresh-token'] as const,
};
