import type { ProfileStep } from '@varmala/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useOnboardingMode, useOperatorDesk } from '../onboarding-context';
import { previousStep, stepPath } from '../step-paths';

/** 'Back' to the previous step (none on the first, nor on the operator's desk), then the step's own submit button. */
export function StepActions({ step, children }: { step: ProfileStep; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = useOnboardingMode();
  const desk = useOperatorDesk();
  const previous = desk ? undefined : previousStep(step);
  return (
    <div className="step-actions">
      {previous && (
        <button className="button" type="button" onClick={() => navigate(stepPath(mode, previous))}>
          {t('profile.back')}
        </button>
      )}
      {children}
    </div>
  );
}
