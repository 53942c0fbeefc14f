import '../verification.css';
import { useMutation } from '@tanstack/react-query';
import {
  BADGE_KINDS,
  type BadgeKind,
  ID_TYPES,
  type IdType,
  OPERATOR_CHECKS,
  type OperatorCheck,
} from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import type { ProfileToolsProps } from '../../../components/profile-tools-slot';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { notifySuccess } from '../../../lib/notify';

/**
 * The operator records a call or a document seen on a member's profile, or withdraws a badge. Of a
 * document only its type and at most its last four characters: the field takes no more.
 */
export default function OperatorChecks({ profileId, name }: ProfileToolsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [kind, setKind] = useState<OperatorCheck>('operator_call');
  const [idType, setIdType] = useState<IdType>('aadhaar');
  const [last4, setLast4] = useState('');
  const [note, setNote] = useState('');
  const [withdrawKind, setWithdrawKind] = useState<BadgeKind>('operator_call');
  const record = useMutation({
    mutationFn: () =>
      callApi('addVerification', {
        params: { profileId },
        body: {
          kind,
          ...(note.trim() ? { note } : {}),
          ...(kind === 'id_seen' ? { id_type: idType, ...(last4.trim() ? { id_last4: last4 } : {}) } : {}),
        },
      }),
    onSuccess: () => {
      setNote('');
      setLast4('');
      notifySuccess(t('operatorChecks.recorded', { name }));
    },
  });
  const withdraw = useMutation({
    mutationFn: () =>
      callApi('withdrawVerification', { params: { profileId }, body: { kind: withdrawKind } }),
    onSuccess: () => notifySuccess(t('operatorChecks.withdrawn', { name })),
  });
  const onRecord = (event: FormEvent) => {
    event.preventDefault();
    record.mutate();
  };
  return (
    <section className="verify__section" aria-label={t('operatorChecks.title')}>
      <h2>{t('operatorChecks.title')}</h2>
      <form onSubmit={onRecord}>
        <SelectField
          label={t('operatorChecks.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as OperatorCheck)}
          options={OPERATOR_CHECKS.map((value) => ({ value, label: t(`badges.kind.${value}`) }))}
        />
        {kind === 'id_seen' ? (
          <>
            <SelectField
              label={t('operatorChecks.idType')}
              value={idType}
              onChange={(event) => setIdType(event.target.value as IdType)}
              options={ID_TYPES.map((value) => ({ value, label: t(`operatorChecks.idTypes.${value}`) }))}
            />
            <TextField
              label={t('operatorChecks.last4')}
              hint={t('operatorChecks.last4Hint')}
              maxLength={4}
              autoComplete="off"
              value={last4}
              onChange={(event) => setLast4(event.target.value)}
            />
          </>
        ) : null}
        <TextField
          label={t('operatorChecks.note')}
          hint={t('operatorChecks.noteHint')}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {record.error ? <p role="alert">{errorText(record.error)}</p> : null}
        <button type="submit" className="button" disabled={record.isPending}>
          {t('operatorChecks.record')}
        </button>
      </form>
      <div className="verify__row">
        <SelectField
          label={t('operatorChecks.withdrawKind')}
          value={withdrawKind}
          onChange={(event) => setWithdrawKind(event.target.value as BadgeKind)}
          options={BADGE_KINDS.map((value) => ({ value, label: t(`badges.kind.${value}`) }))}
        />
        <button
          type="button"
          className="button button--small"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {t('operatorChecks.withdraw')}
        </button>
      </div>
      {withdraw.error ? <p role="alert">{errorText(withdraw.error)}</p> : null}
    </section>
  );
}
