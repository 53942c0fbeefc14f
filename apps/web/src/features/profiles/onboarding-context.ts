import type { Domain, Gender, ProfileStep } from '@varmala/shared';
import { createContext, useContext } from 'react';
import { useSession } from '../../lib/session';
import type { OnboardingMode } from './onboarding-mode';

export const OnboardingModeContext = createContext<OnboardingMode>('register');

export function useOnboardingMode(): OnboardingMode {
  return useContext(OnboardingModeContext);
}

/** Whose profile the steps edit. `gender` is the profile's once the basic step is saved, for labels that agree with it. */
export interface ProfileOwner {
  userId: number;
  domain: Domain;
  subscriptionId: number | null;
  gender: Gender | null;
}

/**
 * The operator's desk: every step of a family's profile on one page, filled by the operator. Saves
 * stay on the page (`onSaved`) instead of leading to the next step's page.
 */
export interface OperatorDesk {
  owner: ProfileOwner;
  /** The steps saved on the desk so far. */
  saved: ReadonlySet<ProfileStep>;
  onSaved: (step: ProfileStep) => void;
}

export const OperatorDeskContext = createContext<OperatorDesk | null>(null);

/** The desk the steps are drawn on, or null on a member's own step pages. */
export function useOperatorDesk(): OperatorDesk | null {
  return useContext(OperatorDeskContext);
}

/**
 * The member whose profile the steps edit: the family's on the operator's desk, otherwise the one
 * signed in (the pages sit behind RequireAuth).
 */
export function useProfileOwner(): ProfileOwner {
  const desk = useOperatorDesk();
  const { claims } = useSession();
  if (desk) return desk.owner;
  if (!claims) throw new Error('The profile steps need a signed-in member');
  return {
    userId: claims.user_id,
    domain: claims.domain,
    subscriptionId: claims.subscription_id,
    gender: claims.gender,
  };
}
