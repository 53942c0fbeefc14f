import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/**
 * After the day, for a family whose candidate came: the other side's candidates who came and
 * agreed to be listed, each with an interest that says where the families met.
 */
export function AttendeeList({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number[]>([]);
  const list = useQuery({
    queryKey: ['melava', 'attendees', eventId],
    queryFn: ({ signal }) => callApi('attendees', { params: { eventId, page: 1 }, signal }),
  });
  const send = useMutation({
    mutationFn: (profileId: number) =>
      callApi('sendInterest', {
        params: { profileId },
        body: { template: 'liked_profile', event_id: eventId },
      }),
  });
  if (!list.data) return null;
  return (
    <section className="melava-attendees" aria-label={t('melava.attendees.title')}>
      <h4>{t('melava.attendees.title')}</h4>
      {list.data.rows.length === 0 && <p>{t('melava.attendees.none')}</p>}
      <ul className="melava-results">
        {list.data.rows.map((row) => (
          <li key={row.profile_id}>
            {row.photos[0] && <img src={row.photos[0].short} alt="" width={48} height={64} />}{' '}
            {t('melava.number', { number: row.number })} · {row.name}, {row.age}, {row.city}{' '}
            {sent.includes(row.profile_id) ? (
              <span>{t('melava.attendees.sent')}</span>
            ) : (
              <button
                className="button button--small"
                type="button"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(row.profile_id, {
                    onSuccess: () => {
                      setSent([...sent, row.profile_id]);
                      notifySuccess(t('melava.attendees.sent'));
                    },
                    onError: (error) => notifyFailure(t('melava.attendees.send'), error),
                  })
                }
              >
                {t('melava.attendees.send')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
