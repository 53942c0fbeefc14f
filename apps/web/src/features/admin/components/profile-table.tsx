import type { AdminProfileRow } from '@varmala/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProfileRow } from './profile-row';

interface ProfileTableProps {
  rows: AdminProfileRow[];
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const COLUMNS = ['number', 'name', 'surname', 'gender', 'dob', 'city', 'status', 'action'] as const;

export function ProfileTable({ rows, count, hasMore, loadingMore, onLoadMore }: ProfileTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const body = useRef<HTMLTableSectionElement>(null);
  const firstNew = useRef<number | null>(null);

  // After 'View more' the keyboard goes on from the first profile just added, not from the button.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || rows.length <= index) return;
    firstNew.current = null;
    body.current?.querySelectorAll<HTMLAnchorElement>('tr > td:nth-child(2) > a')[index]?.focus();
  }, [rows.length]);

  return (
    <>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="admin-table__frame" aria-labelledby={captionId} tabIndex={0}>
        <table className="admin-table">
          <caption className="admin-table__caption" id={captionId}>
            {t('admin.search.tableLabel')}: {t('admin.search.count', { count })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {t(`admin.search.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map((row, index) => (
              <ProfileRow key={row.profile_id} row={row} number={index + 1} />
            ))}
          </tbody>
        </table>
      </section>
      {hasMore && (
        <button
          className="button admin-more"
          type="button"
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => {
            if (loadingMore) return;
            firstNew.current = rows.length;
            onLoadMore();
          }}
        >
          {loadingMore ? t('admin.search.loadingMore') : t('admin.search.viewMore')}
        </button>
      )}
    </>
  );
}
