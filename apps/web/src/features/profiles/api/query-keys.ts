import type { ProfileStep } from '@varmala/shared';

export const profileKeys = {
  step: (userId: number, step: ProfileStep) => ['profile', userId, step] as const,
  photos: (userId: number) => ['profile', userId, 'photos'] as const,
  attachments: (userId: number) => ['profile', userId, 'attachments'] as const,
};
