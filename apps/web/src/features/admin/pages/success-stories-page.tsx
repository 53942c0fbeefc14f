import '../admin.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { TextAreaField } from '../../../components/text-area-field';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

const storiesKey = ['admin', 'stories'] as const;

/** One story both families agreed to: publish it, or refuse it with the reason the family reads. */
function StoryDecision({ storyId }: { storyId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const done = () => queryClient.invalidateQueries({ queryKey: storiesKey });
  const publish = useMutation({
    mutationFn: () => callApi('publishSuccessStory', { params: { storyId } }),
    onSuccess: done,
  });
  const reject = useMutation({
    mutationFn: () => callApi('rejectSuccessStory', { params: { storyId }, body: { reason } }),
    onSuccess: done,
  });
  const busy = publish.isPending || reject.isPending;
  return (
    <div className="admin-story__actions">
      <button
        className="button button--primary"
        type="button"
        disabled={busy}
        onClick={() =>
          publish.mutate(undefined, {
            onSuccess: () => notifySuccess(t('admin.stories.published')),
            onError: (error) => notifyFailure(t('admin.stories.failed'), error),
          })
        }
      >
        {t('admin.stories.publish')}
      </button>
      <TextAreaField
        label={t('admin.stories.reason')}
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <button
        className="button"
        type="button"
        disabled={busy || reason.trim() === ''}
        onClick={() =>
          reject.mutate(undefined, {
            onSuccess: () => notifySuccess(t('admin.stories.rejected')),
            onError: (error) => notifyFailure(t('admin.stories.failed'), error),
          })
        }
      >
        {t('admin.stories.reject')}
      </button>
    </div>
  );
}

/** `/admin/stories`: the families' stories waiting for the operator, the oldest first. */
export default function SuccessStoriesPage() {
  const { t } = useTranslation();
  const stories = useQuery({
    queryKey: storiesKey,
    queryFn: ({ signal }) => callApi('adminSuccessStories', { params: { page: 1 }, signal }),
  });
  return (
    <Page title={t('admin.stories.title')}>
      {stories.isPending ? (
        <Spinner />
      ) : stories.isError ? (
        <Alert tone="warning">
          <p>{t('admin.search.loadFailed')}</p>
        </Alert>
      ) : stories.data.rows.length === 0 ? (
        <p>{t('admin.stories.empty')}</p>
      ) : (
        <ul className="admin-stories">
          {stories.data.rows.map((story) => (
            <li className="admin-story" key={story.story_id}>
              <img className="admin-story__photo" src={story.photo} alt="" />
              <p className="admin-story__who">{[story.mid, story.partner_mid].filter(Boolean).join(' + ')}</p>
              <p lang={story.language}>{story.text}</p>
              <StoryDecision storyId={story.story_id} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
