/** `register`: first-time onboarding, step after step. `edit`: any step, from side tabs. */
export const ONBOARDING_MODES = ['register', 'edit'] as const;
export type OnboardingMode = (typeof ONBOARDING_MODES)[number];
