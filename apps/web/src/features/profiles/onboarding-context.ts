import { createContext, useContext } from 'react';
import { useSession } from '../../lib/session';
import type { OnboardingMode } from './onboarding-mode';

export const OnboardingModeContext = createContext<OnboardingMode>('register');

export function useOnboardingMode(): OnboardingMode {
  return useContext(OnboardingModeContext);
}

/**
 * The member whose profile the steps edit: the one signed in (the pages sit behind RequireAuth).
 * `gender` is the profile's once the basic step is saved, for labels that agree with it.
 */
export function useProfileOwner() {
  const { claims } = useSession();
  if (!claims) throw new Error('The profile steps need a signed-in member');
  return {
    userId: claims.user_id,
    domain: claims.domain,
    subscriptionId: claims.subscription_id,
    gender: claims.gender,
  };
}
