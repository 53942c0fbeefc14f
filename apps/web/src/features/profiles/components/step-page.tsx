import type { ProfileStep } from '@varmala/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { type FormStep, type StepResponses, useStepValues } from '../api/use-step-values';
import { useOnboardingMode, useOperatorDesk, useProfileOwner } from '../onboarding-context';

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
    <StepFrame step={step} title={title}>
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
    </StepFrame>
  );
}

/**
 * A step's page; on the operator's desk, where all six share one page, a section of it under its
 * own heading.
 */
export function StepFrame({
  step,
  title,
  children,
}: {
  step: ProfileStep;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const desk = useOperatorDesk();
  if (!desk) return <Page title={title}>{children}</Page>;
  const headingId = `desk-step-${step}`;
  return (
    <section className="desk-step" aria-labelledby={headingId}>
      <div className="desk-step__head">
        <h2 className="desk-step__title" id={headingId}>
          {title}
        </h2>
        <span className="desk-step__saved" role="status">
          {desk.saved.has(step) ? t('profile.desk.saved') : ''}
        </span>
      </div>
      {children}
    </section>
  );
}

/**
 * 'Step 2/6: Add your personal info' while registering; in edit mode, where tabs open in any order,
 * and on the operator's desk, only what it holds.
 */
export function useStepTitle(step: ProfileStep): string {
  const { t } = useTranslation();
  const desk = useOperatorDesk();
  const mode = useOnboardingMode();
  return desk || mode === 'edit' ? t(`profile.editSteps.${step}`) : t(`profile.steps.${step}`);
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
