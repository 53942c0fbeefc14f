import { PROFILE_STEPS, type ProfileStep } from '@varmala/shared';
import type { OnboardingMode } from './onboarding-mode';

export const REGISTRATION_COMPLETE_PATH = '/profile/register/complete';

export function stepPath(mode: OnboardingMode, step: ProfileStep): string {
  return `/profile/${mode}/${step}`;
}

export function previousStep(step: ProfileStep): ProfileStep | undefined {
  return PROFILE_STEPS[PROFILE_STEPS.indexOf(step) - 1];
}

/** Where a saved step leads: the next step, and after the last one the end of the flow. */
export function pathAfter(mode: OnboardingMode, step: ProfileStep): string {
  const next = PROFILE_STEPS[PROFILE_STEPS.indexOf(step) + 1];
  if (next) return stepPath(mode, next);
  return mode === 'register' ? REGISTRATION_COMPLETE_PATH : stepPath(mode, 'basic');
}
