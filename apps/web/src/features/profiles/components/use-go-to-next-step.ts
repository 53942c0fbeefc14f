import type { ProfileStep } from '@varmala/shared';
import { useNavigate } from 'react-router';
import { useOnboardingMode } from '../onboarding-context';
import { pathAfter } from '../step-paths';

/** After a save: the next step in the same mode, or the end of the flow. */
export function useGoToNextStep(step: ProfileStep): () => void {
  const navigate = useNavigate();
  const mode = useOnboardingMode();
  return () => navigate(pathAfter(mode, step));
}
