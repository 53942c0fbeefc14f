import '../conversations.css';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageRow, ReportReason } from '@varmala/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { BlankAvatar } from '../../../components/blank-avatar';
import { Dialog } from '../../../components/dialog';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { prefersLessData } from '../../../lib/data-saver';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { conversationKeys } from '../api/conversations-api';
import { useLiveConversations } from '../api/live-stream';
import { messagesOf } from '../api/thread-cache';
import {
  useBlockWriter,
  useCloseConversation,
  useFindConversation,
  useMarkRead,
  useReportMessage,
  useThread,
} from '../api/use-conversations';
import { Composer } from '../components/composer';
import { MessageBubble } from '../components/message-bubble';
import { ReportMessageDialog } from '../components/report-message-dialog';

/** A conversation with one family: its messages, 30 at a time, older ones on asking. */
export default function ThreadPage() {
  const { conversationId } = useParams();
  const id = Number(conversationId);
  if (!Number.isInteger(id) || id <= 0) return <NotAvailable />;
  return <Thread key={id} conversationId={id} />;
}

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Page title={t('conversations.title')}>
      <Alert tone="warning">
        <p>{t('thread.notFound')}</p>
      </Alert>
      <Link className="button" to="/conversations">
        {t('thread.back')}
      </Link>
    </Page>
  );
}

function Thread({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const found = useFindConversation('id', conversationId);
  const thread = useThread(conversationId);
  const messages = useMemo(() => messagesOf(thread.data), [thread.data]);
  const markRead = useMarkRead(conversationId);
  const close = useCloseConversation(conversationId);
  const report = useReportMessage(conversationId);
  const block = useBlockWriter();
  const { confirm, dialog } = useConfirm();
  const [closedBySend, setClosedBySend] = useState(false);
  const [maskedNotice, setMaskedNotice] = useState(false);
  const [reporting, setReporting] = useState<MessageRow | null>(null);
  const [offerBlock, setOfferBlock] = useState<number | null>(null);
  const [showPhoto] = useState(() => !prefersLessData());
  useLiveConversations();

  const row = found.data;
  const name = row?.profile?.name ?? t('conversations.removedMember');
  const closed = closedBySend || row?.state === 'closed';
  const newest = messages[messages.length - 1];
  const lastTheirs = useMemo(() => {
    for (let index = messages.length - 1; index >= 0; index--) {
      if (!messages[index]?.from_me) return messages[index];
    }
    return undefined;
  }, [messages]);

  // The messages scroll in a box of their own, so a message arriving moves nothing else on the
  // page (no layout shift). It opens at the newest; a new one scrolls into view when the reader is
  // at the end already (or wrote it), never while they read older ones.
  const scroller = useRef<HTMLElement>(null);
  const shownNewest = useRef<number | undefined>(undefined);
  const fromBottom = useRef<number | null>(null);
  const pageCount = thread.data?.pages.length ?? 0;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !newest) return;
    if (newest.message_id !== shownNewest.current) {
      const first = shownNewest.current === undefined;
      shownNewest.current = newest.message_id;
      const atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < 160;
      if (first || newest.from_me || atEnd || maskedNotice) box.scrollTop = box.scrollHeight;
    } else if (fromBottom.current !== null && pageCount > 1) {
      // Older messages came in above: the one the reader was looking at stays where it was.
      box.scrollTop = box.scrollHeight - fromBottom.current;
    }
    fromBottom.current = null;
  }, [newest, pageCount, maskedNotice]);

  // The other family's messages are read once they are on a visible screen.
  const marked = useRef(0);
  const { mutate: markMessagesRead } = markRead;
  useEffect(() => {
    if (!lastTheirs || lastTheirs.read_at !== null || lastTheirs.message_id <= marked.current) return;
    const markIfVisible = () => {
      if (document.visibilityState !== 'visible' || lastTheirs.message_id <= marked.current) return;
      marked.current = lastTheirs.message_id;
      markMessagesRead(lastTheirs.message_id);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [lastTheirs, markMessagesRead]);

  // Older messages come as the reader scrolls up to the top of those shown, or taps the button.
  const older = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const loadOlder = useCallback(() => {
    const box = scroller.current;
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop;
    void fetchNextPage();
  }, [fetchNextPage]);
  useEffect(() => {
    const button = older.current;
    if (!button || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    // Observed after the box has scrolled to the newest: the button shows when the reader goes up.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) loadOlder();
      },
      { root: scroller.current },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, loadOlder]);

  const onSent = useCallback((masked: boolean) => setMaskedNotice(masked), []);
  const queryClient = useQueryClient();
  const onClosed = useCallback(() => {
    setClosedBySend(true);
    // Why it closed is in the conversation's row.
    void queryClient.invalidateQueries({ queryKey: conversationKeys.find('id', conversationId) });
  }, [queryClient, conversationId]);

  const closeConversation = async () => {
    const confirmed = await confirm({
      title: t('thread.closeDialog.title', { name }),
      description: <p>{t('thread.closeDialog.description')}</p>,
      confirm: t('thread.closeDialog.confirm'),
      destructive: true,
    });
    if (!confirmed) return;
    close.mutate(undefined, {
      onSuccess: () => notifySuccess(t('thread.closedDone')),
      onError: (error) => notifyFailure(t('thread.closeFailed'), error),
    });
  };

  const sendReport = (reason: ReportReason) => {
    if (!reporting) return;
    report.mutate(
      { messageId: reporting.message_id, body: { reason } },
      {
        onSuccess: (answer) => {
          setReporting(null);
          notifySuccess(t('privacy.report.sent'));
          if (!closed) setOfferBlock(answer.profile_id);
        },
        onError: (error) => notifyFailure(t('privacy.report.failed'), error),
      },
    );
  };

  const blockWriter = () => {
    if (offerBlock === null) return;
    block.mutate(offerBlock, {
      onSuccess: () => {
        setOfferBlock(null);
        notifySuccess(t('privacy.block.done', { name }));
      },
      onError: (error) => notifyFailure(t('privacy.block.failed'), error),
    });
  };

  if (found.isPending || thread.isPending) return <Spinner />;
  const missing = found.data === null || (thread.error instanceof ApiError && thread.error.status === 404);
  if (missing) return <NotAvailable />;
  if (found.isError || (thread.isError && !thread.data)) {
    return (
      <Page title={t('conversations.title')}>
        <Alert tone="warning">
          <p>{t('thread.loadFailed')}</p>
        </Alert>
      </Page>
    );
  }

  return (
    <Page title={name}>
      <div className="thread__head">
        {showPhoto && row?.profile?.photo ? (
          <img
            className="thread__photo"
            src={row.profile.photo}
            width={42}
            height={56}
            decoding="async"
            alt={t('conversations.photoAlt', { name })}
          />
        ) : (
          <BlankAvatar className="thread__photo" />
        )}
        <div className="thread__actions">
          <Link className="button button--small" to="/conversations">
            {t('thread.back')}
          </Link>
          {row?.profile && (
            <Link className="button button--small" to={`/profile/view/${row.profile.profile_id}`}>
              {t('thread.viewProfile')}
            </Link>
          )}
          {!closed && (
            <button
              className="button button--small"
              type="button"
              disabled={close.isPending}
              onClick={closeConversation}
            >
              {t('thread.close')}
            </button>
          )}
        </div>
      </div>

      <section
        className="thread"
        ref={scroller}
        aria-label={t('thread.titleWith', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached with Tab, or keyboards cannot scroll it (WCAG 2.1.1)
        tabIndex={0}
      >
        {hasNextPage ? (
          <button
            ref={older}
            className="button button--block thread__older"
            type="button"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
            onClick={loadOlder}
          >
            {t('thread.older')}
          </button>
        ) : (
          messages.length > 0 && <p className="thread__beginning">{t('thread.beginning')}</p>
        )}
        {messages.length === 0 && <p className="thread__empty">{t('thread.noMessagesYet')}</p>}
        <ol className="thread__messages" aria-live="polite" aria-relevant="additions">
          {messages.map((message) => (
            <MessageBubble
              key={message.message_id}
              message={message}
              writerName={message.from_me ? (claims?.user_name ?? '') : name}
              onReport={setReporting}
            />
          ))}
        </ol>
        {maskedNotice && !closed && (
          <div className="alert alert--info thread__masked" role="status">
            <p>{t('thread.maskedNotice')}</p>
          </div>
        )}
      </section>

      {closed ? (
        <Alert tone="info">
          <p>{t(`thread.closedReason.${row?.closed_reason ?? 'closed'}`)}</p>
        </Alert>
      ) : (
        claims && (
          <Composer
            conversationId={conversationId}
            userId={claims.user_id}
            onSent={onSent}
            onClosed={onClosed}
            lastReplyId={lastTheirs?.message_id}
          />
        )
      )}

      <ReportMessageDialog
        open={reporting !== null}
        busy={report.isPending}
        onClose={() => setReporting(null)}
        onReport={sendReport}
      />
      <Dialog
        open={offerBlock !== null}
        title={t('privacy.block.button')}
        description={<p>{t('thread.reportedBlock', { name })}</p>}
        onClose={() => setOfferBlock(null)}
        busy={block.isPending}
        actions={
          <>
            <button
              className="button button--danger"
              type="button"
              disabled={block.isPending}
              onClick={blockWriter}
            >
              {t('thread.block')}
            </button>
            <button
              className="button"
              type="button"
              data-autofocus
              disabled={block.isPending}
              onClick={() => setOfferBlock(null)}
            >
              {t('thread.notNow')}
            </button>
          </>
        }
      />
      {dialog}
    </Page>
  );
}
