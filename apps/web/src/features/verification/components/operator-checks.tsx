import '../verification.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminProfileBadges,
  BADGE_KINDS,
  type BadgeKind,
  ID_TYPES,
  type IdType,
  idLast4Schema,
  OPERATOR_CHECKS,
  type OperatorCheck,
} from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import type { ProfileToolsProps } from '../../../components/profile-tools-slot';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { notifySuccess } from '../../../lib/notify';
import { verificationApi, verificationKeys } from '../api/verification-api';

type BadgeDetails = AdminProfileBadges['badges'][number];

/** One badge as the operator reads it: what, when, by whom, the note, the document's type and last four. */
function BadgeDetailsRow({
  badge,
  busy,
  onWithdraw,
}: {
  badge: BadgeDetails;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const { date: day } = useFormat();
  const by =
    badge.by === 'code'
      ? t('operatorChecks.byCode')
      : badge.operator_name
        ? t('operatorChecks.byOperator', { name: badge.operator_name })
        : t('operatorChecks.byGoneOperator');
  const idType = badge.id_type ? t(`operatorChecks.idTypes.${badge.id_type}`) : null;
  return (
    <li className="operator-badges__item">
      <p>
        <strong>{t(`badges.kind.${badge.kind}`)}</strong>
        {' · '}
        {t('operatorChecks.when', { date: day(badge.verified_at) })}
        {' · '}
        {by}
      </p>
      {idType ? (
        <p>
          {badge.id_last4
            ? t('operatorChecks.documentEnding', { type: idType, last4: badge.id_last4 })
            : idType}
        </p>
      ) : null}
      {badge.note ? <p>{t('operatorChecks.noteSaid', { note: badge.note })}</p> : null}
      <button type="button" className="button button--small" disabled={busy} onClick={onWithdraw}>
        {t('operatorChecks.withdraw')}
      </button>
    </li>
  );
}

/**
 * The operator sees the badges a member's profile carries (what, when, by whom, the note, of a
 * document its type and last four), records a call or a document seen, or withdraws a badge. Of a
 * document only its type and at most its last four characters: more is refused, never cut to four.
 */
export default function OperatorChecks({ profileId, name }: ProfileToolsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [kind, setKind] = useState<OperatorCheck>('operator_call');
  const [idType, setIdType] = useState<IdType>('aadhaar');
  const [last4, setLast4] = useState('');
  const [note, setNote] = useState('');
  const [withdrawKind, setWithdrawKind] = useState<BadgeKind>('operator_call');
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: verificationKeys.profileBadges(profileId),
    queryFn: ({ signal }) => verificationApi.profileBadges(profileId, signal),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: verificationKeys.profileBadges(profileId) });
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
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (which: BadgeKind) =>
      callApi('withdrawVerification', { params: { profileId }, body: { kind: which } }),
    onSuccess: () => notifySuccess(t('operatorChecks.withdrawn', { name })),
    onSettled: refresh,
  });
  // Checked here with the server's rule, so a whole number pasted never leaves the page.
  const last4Error =
    kind === 'id_seen' && last4.trim() ? idLast4Schema.safeParse(last4).error?.issues[0]?.message : undefined;
  const onRecord = (event: FormEvent) => {
    event.preventDefault();
    if (!last4Error) record.mutate();
  };
  return (
    <section className="verify__section" aria-label={t('operatorChecks.title')}>
      <h2>{t('operatorChecks.title')}</h2>
      <h3>{t('operatorChecks.current')}</h3>
      {current.error ? <p role="alert">{errorText(current.error)}</p> : null}
      {current.data?.demo ? <p>{t('operatorChecks.demo')}</p> : null}
      {current.data && current.data.badges.length === 0 ? <p>{t('operatorChecks.none')}</p> : null}
      {current.data && current.data.badges.length > 0 ? (
        <ul className="operator-badges" aria-label={t('operatorChecks.current')}>
          {current.data.badges.map((badge) => (
            <BadgeDetailsRow
              key={badge.kind}
              badge={badge}
              busy={withdraw.isPending}
              onWithdraw={() => withdraw.mutate(badge.kind)}
            />
          ))}
        </ul>
      ) : null}
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
              error={last4Error}
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
          onClick={() => withdraw.mutate(withdrawKind)}
        >
          {t('operatorChecks.withdraw')}
        </button>
      </div>
      {withdraw.error ? <p role="alert">{errorText(withdraw.error)}</p> : null}
    </section>
  );
}
