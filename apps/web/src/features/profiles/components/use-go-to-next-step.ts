import type { ProfileStep } from '@varmala/shared';
import { useNavigate } from 'react-router';
import { useOnboardingMode, useOperatorDesk } from '../onboarding-context';
import { pathAfter } from '../step-paths';

/** After a save: the next step in the same mode, or the end of the flow; on the operator's desk, the desk says what follows. */
export function useGoToNextStep(step: ProfileStep): () => void {
  const navigate = useNavigate();
  const mode = useOnboardingMode();
  const desk = useOperatorDesk();
  if (desk) return () => desk.onSaved(step);
  return () => navigate(pathAfter(mode, step));
}
