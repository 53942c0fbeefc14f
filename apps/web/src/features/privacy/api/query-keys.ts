export const privacyKeys = {
  settings: ['privacy', 'settings'] as const,
  blocks: ['privacy', 'blocks'] as const,
  contactViews: ['privacy', 'contact-views'] as const,
};
