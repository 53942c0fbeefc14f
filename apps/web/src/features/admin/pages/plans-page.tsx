import '../admin.css';
import type { Plan } from '@varmala/shared';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { useAdminPlans, useSavePlan } from '../api/use-payments';

/** One plan's fields; saved whole, as the server takes them (it checks every value). */
function PlanForm({ plan }: { plan?: Plan }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    save.mutate(
      {
        planId: plan?.id,
        plan: {
          name: String(data.get('name') ?? ''),
          price_inr: String(data.get('price_inr') ?? ''),
          downloads: String(data.get('downloads') ?? ''),
          days: String(data.get('days') ?? ''),
          active: plan ? data.get('active') === 'on' : true,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('paymentsAdmin.plans.saved'));
          if (!plan) form.reset();
        },
        onError: (error) => notifyFailure(t('paymentsAdmin.plans.saveFailed'), error),
      },
    );
  };
  const field = (name: 'name' | 'price_inr' | 'downloads' | 'days', label: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        name={name}
        defaultValue={plan ? String(plan[name]) : ''}
        inputMode={name === 'name' ? 'text' : 'numeric'}
        maxLength={name === 'name' ? 60 : undefined}
        required
      />
    </label>
  );
  return (
    <form className="admin-plan" onSubmit={onSubmit} data-testid="plan-form">
      {field('name', t('paymentsAdmin.plans.name'))}
      {field('price_inr', t('paymentsAdmin.plans.price'))}
      {field('downloads', t('paymentsAdmin.plans.downloads'))}
      {field('days', t('paymentsAdmin.plans.days'))}
      {plan && (
        <label className="admin-plan__active">
          <input type="checkbox" name="active" defaultChecked={plan.active} />{' '}
          {t('paymentsAdmin.plans.active')}
        </label>
      )}
      <button className="button button--primary button--small" type="submit" disabled={save.isPending}>
        {plan ? t('paymentsAdmin.plans.save') : t('paymentsAdmin.plans.add')}
      </button>
    </form>
  );
}

/** The plans the operator sells: added, changed, retired. */
export default function AdminPlansPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const plans = useAdminPlans();
  return (
    <Page title={t('paymentsAdmin.plans.title')}>
      <p>{t('paymentsAdmin.plans.intro')}</p>
      {config && !config.upi_payments && (
        <Alert tone="warning">
          <p>{t('paymentsAdmin.plans.noUpi')}</p>
        </Alert>
      )}
      <PlanForm />
      {plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <p>{t('paymentsAdmin.loadFailed')}</p>
      ) : plans.data.length === 0 ? (
        <p>{t('paymentsAdmin.plans.none')}</p>
      ) : (
        plans.data.map((plan) => <PlanForm key={`${plan.id}-${plan.active}-${plan.price_inr}`} plan={plan} />)
      )}
    </Page>
  );
}
