import '../admin.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  type AssistedProfileRequest,
  assistedProfileRequestSchema,
  type ClaimLinkResponse,
  LANGUAGES,
} from '@varmala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { Page } from '../../../components/page';
import { ProfileStepsSlot } from '../../../components/profile-steps-slot';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure } from '../../../lib/notify';
import { whatsappLink } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

const LANGUAGE_NAMES = { en: 'English', mr: 'मराठी', ta: 'தமிழ்' } as const;

/**
 * The operator's desk for a family at the office, on one page: the account is opened (the claim link
 * goes to the family by SMS, and is shown to send on WhatsApp), then the six steps of the profile
 * are filled from the family's paper biodata, which is attached with the horoscope files.
 */
export default function AssistedProfilePage() {
  const { t } = useTranslation();
  // The family joins the operator's own site.
  const domain = useSession().claims?.domain ?? 'varmala';
  const [link, setLink] = useState<ClaimLinkResponse | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: (body: AssistedProfileRequest) => callApi('createAssistedProfile', { body }),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(assistedProfileRequestSchema),
    defaultValues: { user_name: '', mobile_no: '', language: 'mr' as const },
  });

  const onSubmit = handleSubmit((body) =>
    create.mutate(
      { ...body, domain },
      {
        onSuccess: (answer) => {
          setLink(answer);
          setCopied(false);
          reset();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, { user_name: 'user_name', mobile_no: 'mobile_no' });
          notifyFailure(t('assisted.register.failed'), error);
        },
      },
    ),
  );

  return (
    <Page title={t('assisted.register.title')} narrow>
      <p>{t('assisted.register.intro')}</p>
      {link && (
        <Alert tone="success">
          <p>{t('assisted.register.created')}</p>
          <p>
            <strong>{t('assisted.register.linkTitle')}</strong>
          </p>
          <p data-testid="claim-text">{link.claim_text}</p>
          <p>
            {link.sms_sent
              ? t('assisted.register.smsSent', { mobile: link.mobile_no })
              : t('assisted.register.smsFailed')}
          </p>
          <p className="admin-payment__actions">
            <a
              className="button button--primary button--small"
              href={whatsappLink(`91${link.mobile_no}`, link.claim_text)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('assisted.register.sendWhatsapp')}
            </a>
            <button
              className="button button--small"
              type="button"
              onClick={() => void navigator.clipboard?.writeText(link.claim_text).then(() => setCopied(true))}
            >
              {copied ? t('assisted.register.copied') : t('assisted.register.copy')}
            </button>
          </p>
        </Alert>
      )}
      {link ? (
        <section className="operator-desk-steps" aria-labelledby="desk-steps-title">
          <h2 id="desk-steps-title">{t('assisted.register.fillProfile')}</h2>
          <p>{t('assisted.register.stepsIntro')}</p>
          <ProfileStepsSlot userId={link.user_id} domain={domain} />
          <p>
            <button className="button" type="button" onClick={() => setLink(null)}>
              {t('assisted.register.another')}
            </button>
          </p>
        </section>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label={t('assisted.register.name')}
            error={errors.user_name?.message}
            {...register('user_name')}
          />
          <MobileNumberField
            label={t('assisted.register.mobile')}
            error={errors.mobile_no?.message}
            registration={register('mobile_no')}
          />
          <label className="field">
            <span className="field__label">{t('assisted.register.language')}</span>
            <select className="field__input" {...register('language')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton pending={create.isPending}>{t('assisted.register.submit')}</SubmitButton>
        </form>
      )}
    </Page>
  );
}
