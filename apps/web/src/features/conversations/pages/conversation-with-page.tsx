import { Link, Navigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useFindConversation } from '../api/use-conversations';

/**
 * "Write a message" on an accepted interest: the conversation with that family's profile, which
 * the interest opened. An interest row knows the profile, not the conversation.
 */
export default function ConversationWithPage() {
  const { t } = useTranslation();
  const profileId = Number(useParams().profileId);
  const found = useFindConversation('profile', profileId);
  if (found.data) return <Navigate to={`/conversations/${found.data.conversation_id}`} replace />;
  if (found.isPending && found.fetchStatus !== 'idle') return <Spinner />;
  return (
    <Page title={t('conversations.title')}>
      <Alert tone="warning">
        <p>{found.isError ? t('conversations.loadFailed') : t('thread.notFound')}</p>
      </Alert>
      <Link className="button" to="/conversations">
        {t('thread.back')}
      </Link>
    </Page>
  );
}
