import '../interests.css';
import {
  type DeclineInterestRequest,
  INTEREST_BOXES,
  type InterestBox,
  type InterestRow,
  PAGE_SIZE,
} from '@varmala/shared';
import { useMemo, useState } from 'react';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useAnswerInterest } from '../api/use-answer-interest';
import { useInterestBox } from '../api/use-interest-box';
import { useInterestTemplates } from '../api/use-interest-templates';
import { DeclineDialog } from '../components/decline-dialog';
import { InterestRowCard } from '../components/interest-row';

const isBox = (box: string | undefined): box is InterestBox => INTEREST_BOXES.includes(box as InterestBox);

/** What an empty box suggests doing, and where. */
const EMPTY_LINKS: Readonly<
  Record<InterestBox, { to: string; label: 'completeProfile' | 'searchProfiles' }>
> = {
  received: { to: '/profile/edit/basic', label: 'completeProfile' },
  sent: { to: '/profile/search', label: 'searchProfiles' },
  accepted: { to: '/profile/search', label: 'searchProfiles' },
};

/** A box of interests, received, sent or accepted, newest first, 20 a page. */
export default function InterestsPage() {
  const { box } = useParams();
  if (!isBox(box)) return <Navigate to="/interests/received" replace />;
  return <InterestBoxPage box={box} />;
}

function InterestBoxPage({ box }: { box: InterestBox }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useInterestBox(box, page);
  const templates = useInterestTemplates();
  // The rows wait for the sentences they quote: arriving after them, each would push its row down.
  const shown = templates.isPending ? undefined : data;
  const sentences = useMemo(
    () => new Map((templates.data ?? []).map((template) => [template.key as string, template.text])),
    [templates.data],
  );
  const change = useAnswerInterest();
  const { confirm, dialog } = useConfirm();
  const [declining, setDeclining] = useState<InterestRow | null>(null);
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));

  const accept = (row: InterestRow) =>
    change.mutate(
      { kind: 'accept', interestId: row.interest_id },
      {
        onSuccess: () => notifySuccess(t('interests.accepted', { name: row.name })),
        onError: (error) => notifyFailure(t('interests.acceptFailed'), error),
      },
    );

  const decline = (row: InterestRow, body: DeclineInterestRequest) =>
    change.mutate(
      { kind: 'decline', interestId: row.interest_id, body },
      {
        onSuccess: () => notifySuccess(t('interests.declined', { name: row.name })),
        onError: (error) => notifyFailure(t('interests.declineFailed'), error),
        onSettled: () => setDeclining(null),
      },
    );

  const withdraw = async (row: InterestRow) => {
    const confirmed = await confirm({
      title: t('interests.withdrawDialog.title', { name: row.name }),
      description: <p>{t('interests.withdrawDialog.description')}</p>,
      confirm: t('interests.withdrawDialog.confirm'),
      destructive: true,
    });
    if (!confirmed) return;
    change.mutate(
      { kind: 'withdraw', interestId: row.interest_id },
      {
        onSuccess: () => notifySuccess(t('interests.withdrawn')),
        onError: (error) => notifyFailure(t('interests.withdrawFailed'), error),
      },
    );
  };

  return (
    <Page title={t('interests.title')}>
      <nav className="profile-tabs interest-tabs" aria-label={t('interests.boxes')}>
        <ul className="profile-tabs__list">
          {INTEREST_BOXES.map((each) => (
            <li key={each}>
              <NavLink className="profile-tabs__link" to={`/interests/${each}`}>
                {t(`interests.tabs.${each}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {(isPending || (data && !shown)) && <Spinner />}
      {isError && !data && (
        <Alert tone="warning">
          <p>{t('interests.loadFailed')}</p>
        </Alert>
      )}
      {shown && (
        <>
          <p className="interests__count" role="status">
            {t('interests.count', { count: shown.count })}
          </p>
          {shown.rows.length === 0 ? (
            <div className="interests__empty">
              <p>{t(`interests.empty.${box}`)}</p>
              <Link className="button" to={EMPTY_LINKS[box].to}>
                {t(`interests.${EMPTY_LINKS[box].label}`)}
              </Link>
            </div>
          ) : (
            <ul className="interest-list">
              {shown.rows.map((row) => (
                <li key={row.interest_id}>
                  <InterestRowCard
                    row={row}
                    box={box}
                    sentences={sentences}
                    busy={change.isPending}
                    onAccept={accept}
                    onDecline={setDeclining}
                    onWithdraw={withdraw}
                  />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="interests__pager" aria-label={t('interests.page', { page, pages })}>
              {page > 1 && (
                <Link className="button" to={`/interests/${box}?page=${page - 1}`}>
                  {t('interests.previous')}
                </Link>
              )}
              <span>{t('interests.page', { page, pages })}</span>
              {page < pages && (
                <Link className="button" to={`/interests/${box}?page=${page + 1}`}>
                  {t('interests.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
      <DeclineDialog
        name={declining?.name ?? null}
        busy={change.isPending}
        onClose={() => setDeclining(null)}
        onDecline={(body) => declining && decline(declining, body)}
      />
      {dialog}
    </Page>
  );
}
