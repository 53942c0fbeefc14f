import '../verification.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { verificationApi, verificationKeys } from '../api/verification-api';

/** `/admin/selfies`: each selfie beside the profile's photos; a decision deletes the selfie either way. */
export default function SelfieQueuePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: verificationKeys.selfies(1),
    queryFn: ({ signal }) => verificationApi.selfies(1, signal),
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'refuse' }) =>
      verificationApi.decideSelfie(id, decision),
    onSuccess: () => notifySuccess(t('selfies.decided')),
    onError: (error) => notifyFailure(t('selfies.title'), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'selfies'] }),
  });
  return (
    <Page title={t('selfies.title')}>
      {queue.error ? <p role="alert">{errorText(queue.error)}</p> : null}
      {queue.data?.rows.length === 0 ? <p>{t('selfies.empty')}</p> : null}
      <ul className="selfie-queue">
        {queue.data?.rows.map((row) => (
          <li key={row.selfie_id} className="selfie-queue__item">
            <img src={row.selfie_url} alt="" />
            {row.photos.map((photo) => (
              <img key={photo.large} src={photo.large} alt="" />
            ))}
            <div>
              <p>
                <Link to={`/profile/view/${row.profile_id}`}>
                  {row.name} ({row.mid})
                </Link>
              </p>
              <p>{t('selfies.gesture', { gesture: t(`verify.gesture.${row.gesture}`) })}</p>
              <button
                type="button"
                className="button"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: row.selfie_id, decision: 'approve' })}
              >
                {t('selfies.approve')}
              </button>{' '}
              <button
                type="button"
                className="button button--danger"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: row.selfie_id, decision: 'refuse' })}
              >
                {t('selfies.refuse')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
