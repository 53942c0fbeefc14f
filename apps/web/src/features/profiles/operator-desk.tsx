import { PROFILE_STEPS, type ProfileStep } from '@varmala/shared';
import { type ComponentType, useMemo, useState } from 'react';
import { Alert } from '../../components/alert';
import type { ProfileStepsProps } from '../../components/profile-steps-slot';
import { Spinner } from '../../components/spinner';
import { useTranslation } from '../../i18n/use-translation';
import { notifySuccess } from '../../lib/notify';
import { useStepValues } from './api/use-step-values';
import { LoadFailed } from './components/step-page';
import { STEP_PAGES } from './onboarding';
import { type OperatorDesk, OperatorDeskContext } from './onboarding-context';

/**
 * The operator's desk: the six steps of a family's profile on one page, each the member's own step
 * form (the same fields, checks and save), saved part by part. The other parts open once the basic
 * step has made the profile.
 */
export default function OperatorDeskSteps({ userId, domain }: ProfileStepsProps) {
  const { t } = useTranslation();
  const basic = useStepValues(userId, 'basic');
  const [saved, setSaved] = useState<ReadonlySet<ProfileStep>>(new Set());
  const gender = basic.data?.gender ?? null;
  const refetchBasic = basic.refetch;

  const desk = useMemo<OperatorDesk>(
    () => ({
      owner: { userId, domain, subscriptionId: null, gender },
      saved,
      onSaved: (step) => {
        setSaved((before) => new Set(before).add(step));
        notifySuccess(t('profile.desk.savedToast', { part: t(`profile.editSteps.${step}`) }));
        // The first save makes the profile (and its gender): the other parts open with it.
        if (step === 'basic') void refetchBasic();
      },
    }),
    [userId, domain, gender, saved, refetchBasic, t],
  );

  if (basic.isPending) return <Spinner />;
  if (basic.isError) return <LoadFailed error={basic.error} onRetry={() => void basic.refetch()} />;
  const profileExists = basic.data.profile_id !== null;

  return (
    <OperatorDeskContext value={desk}>
      <div className="operator-desk">
        {PROFILE_STEPS.filter((step) => step === 'basic' || profileExists).map((step) => {
          const StepForm: ComponentType = STEP_PAGES[step];
          return <StepForm key={step} />;
        })}
        {!profileExists && (
          <Alert tone="info">
            <p>{t('profile.desk.basicFirst')}</p>
          </Alert>
        )}
      </div>
    </OperatorDeskContext>
  );
}
