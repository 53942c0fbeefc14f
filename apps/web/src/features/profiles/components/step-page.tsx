import type { ProfileStep } from '@varmala/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { type FormStep, type StepResponses, useStepValues } from '../api/use-step-values';
import { useOnboardingMode, useProfileOwner } from '../onboarding-context';

interface StepPageProps<S extends FormStep> {
  step: S;
  /** The form, started from the values saved so far. */
  children: (saved: StepResponses[S]) => ReactNode;
  /** Shown under the form, e.g. the horoscope files. */
  after?: ReactNode;
}

/** One form step: its title, its saved values loading, then the form. */
export function StepPage<S extends FormStep>({ step, children, after }: StepPageProps<S>) {
  const { userId } = useProfileOwner();
  const saved = useStepValues(userId, step);
  const title = useStepTitle(step);
  return (
    <Page title={title}>
      {saved.isPending ? (
        <Spinner />
      ) : saved.isError ? (
        <LoadFailed error={saved.error} onRetry={() => void saved.refetch()} />
      ) : (
        <>
          {children(saved.data)}
          {after}
        </>
      )}
    </Page>
  );
}

/** 'Step 2/6: Add your personal info' while registering; in edit mode, where tabs open in any order, only what it holds. */
export function useStepTitle(step: ProfileStep): string {
  const { t } = useTranslation();
  return useOnboardingMode() === 'edit' ? t(`profile.editSteps.${step}`) : t(`profile.steps.${step}`);
}

/** A step that could not be read. A 409 says why (basic details not saved yet), as the server said it. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const conflict = error instanceof ApiError && error.status === 409 ? errorText(error) : undefined;
  return (
    <Alert tone="warning">
      <p>{conflict ?? t('profile.loadFailed')}</p>
      <button className="button button--small" type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </Alert>
  );
}
