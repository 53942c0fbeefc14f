import '../conversations.css';
import { CONVERSATIONS_PAGE_SIZE } from '@varmala/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { prefersLessData } from '../../../lib/data-saver';
import { useLiveConversations } from '../api/live-stream';
import { useConversationList } from '../api/use-conversations';
import { ConversationRowCard } from '../components/conversation-row';

/** The member's conversations, newest activity first, 20 a page; live while the page is open. */
export default function ConversationsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useConversationList(page);
  const [showPhotos] = useState(() => !prefersLessData());
  useLiveConversations();
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CONVERSATIONS_PAGE_SIZE));

  return (
    <Page title={t('conversations.title')}>
      <p className="conversations__safety">
        {t('conversations.safetyNote')} <Link to="/safety">{t('conversations.safetyLink')}</Link>
      </p>
      {isPending && <Spinner />}
      {isError && !data && (
        <Alert tone="warning">
          <p>{t('conversations.loadFailed')}</p>
        </Alert>
      )}
      {data && (
        <>
          <p className="conversations__count" role="status">
            {t('conversations.count', { count: data.count })}
          </p>
          {data.rows.length === 0 ? (
            <div className="conversations__empty">
              <p>{t('conversations.empty')}</p>
              <Link className="button" to="/interests/accepted">
                {t('conversations.seeAccepted')}
              </Link>
            </div>
          ) : (
            <ul className="conversation-list">
              {data.rows.map((row) => (
                <li key={row.conversation_id}>
                  <ConversationRowCard row={row} showPhoto={showPhotos} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="conversations__pager" aria-label={t('conversations.page', { page, pages })}>
              {page > 1 && (
                <Link className="button" to={`/conversations?page=${page - 1}`}>
                  {t('conversations.previous')}
                </Link>
              )}
              <span>{t('conversations.page', { page, pages })}</span>
              {page < pages && (
                <Link className="button" to={`/conversations?page=${page + 1}`}>
                  {t('conversations.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
