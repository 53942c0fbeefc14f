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
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure } from '../../../lib/notify';
import { whatsappLink } from '../../../lib/public-config';

const LANGUAGE_NAMES = { en: 'English', mr: 'मराठी', ta: 'தமிழ்' } as const;

/**
 * The operator opens an account for a family at the office, and gets the claim link to send them on
 * WhatsApp; the profile's steps are then filled with the family's paper biodata.
 */
export default function AssistedProfilePage() {
  const { t } = useTranslation();
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
    create.mutate(body, {
      onSuccess: (answer) => {
        setLink(answer);
        setCopied(false);
        reset();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, { user_name: 'user_name', mobile_no: 'mobile_no' });
        notifyFailure(t('assisted.register.failed'), error);
      },
    }),
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
    </Page>
  );
}
