import type { ProfileStep } from '@varmala/shared';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { notifySuccess } from '../../../lib/notify';
import { useOnboardingMode, useOperatorDesk } from '../onboarding-context';
import { pathAfter } from '../step-paths';

/**
 * After a save: the next step in the same mode, or the end of the flow; on the operator's desk, the
 * desk says what follows. On the edit tabs the member is told the part is saved, as the next one opens.
 */
export function useGoToNextStep(step: ProfileStep): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = useOnboardingMode();
  const desk = useOperatorDesk();
  if (desk) return () => desk.onSaved(step);
  return () => {
    if (mode === 'edit') notifySuccess(t('profile.editSaved', { part: t(`profile.editSteps.${step}`) }));
    navigate(pathAfter(mode, step));
  };
}
