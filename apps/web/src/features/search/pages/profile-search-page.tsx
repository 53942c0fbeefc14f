import '../search.css';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchFilters } from '@varmala/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { ProfileStandingNotice } from '../../../components/profile-standing-notice';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { leadsElsewhere } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { useTakenOver } from '../../../lib/taken-over';
import { useDrawnInBatches } from '../../../lib/use-drawn-in-batches';
import type { loadSearch } from '../api/load-search';
import type { SearchResults } from '../api/merge-search-pages';
import { searchKeys } from '../api/query-keys';
import { useSearchProfiles } from '../api/use-search-profiles';
import { HoroscopeStarNeeded } from '../components/horoscope-filter';
import { ProfileCard } from '../components/profile-card';
import { SearchFilterPanel } from '../components/search-filter-panel';
import { canonical, DEFAULT_FILTERS, paramsFromFilters } from '../search-filters';

/** The route's loader, with the page's code (app/routes.tsx). */
export { loadSearch } from '../api/load-search';

const PANEL_ID = 'search-filters';
/**
 * Cards drawn per task: the first two fill a phone's screen, and drawing and laying out two (in
 * Tamil too) stays well within a slow phone's 50 ms.
 */
const CARDS_PER_TASK = 2;

/**
 * True from the task after `ready`: the filter panel, hundreds of choices a phone does not show until
 * Filter is tapped, is drawn after the page and its first results, not in the same task.
 */
function useDrawnLater(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, [ready, drawn]);
  return drawn;
}

export default function ProfileSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The filters live in the address (replaced, not pushed), so Back from a profile finds them again.
  // The page keeps its own copy too: a tick box must show its tick at once, not when the address
  // has changed, and the search starts at once with it. The route's loader reads the address's
  // filters (api/load-search.ts).
  const addressFilters = useLoaderData<typeof loadSearch>();
  const [filters, setFilterState] = useState(addressFilters);
  const address = params.toString();
  const [followed, setFollowed] = useState(address);
  if (address !== followed) {
    // Changed from outside (the navbar's Search Profile link): follow the address.
    setFollowed(address);
    if (address !== paramsFromFilters(filters).toString()) setFilterState(addressFilters);
  }
  const search = useSearchProfiles(filters);
  const queryClient = useQueryClient();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Prerendered as a member's frame (lib/member-frame.ts), the page is drawn as the build drew it until
  // the app has taken it over, whatever the search's first answer (the loader asks for it) says: the
  // title, the Filter button waiting for the app, the panel's place on a wide screen, the spinner.
  const ready = useTakenOver();
  const waiting = !ready || search.isPending || leadsElsewhere(search.error);
  const panelDrawn = useDrawnLater(ready);

  const setFilters = (changed: SearchFilters) => {
    const next = canonical(changed);
    // A change of filters starts again at page 1, even for filters searched before.
    queryClient.removeQueries({ queryKey: searchKeys.search(next), exact: true });
    setFilterState(next);
    setParams(paramsFromFilters(next), { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    if (panelOpen) panelHeading.current?.focus();
  }, [panelOpen]);

  const closePanel = (focus: 'toggle' | 'results') => {
    setPanelOpen(false);
    (focus === 'toggle' ? toggle : resultsHeading).current?.focus();
  };

  return (
    <Page title={t('profile.searchTitle')}>
      <div className="search-layout">
        <button
          ref={toggle}
          className="button button--primary filter-toggle"
          type="button"
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          disabled={!ready}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {t('search.filter')}
        </button>
        {/* Opened before its turn, it is drawn at once. */}
        {panelDrawn || panelOpen ? (
          <SearchFilterPanel
            id={PANEL_ID}
            filters={filters}
            onChange={setFilters}
            onReset={() => setFilters(DEFAULT_FILTERS)}
            open={panelOpen}
            onClose={() => closePanel('results')}
            onEscape={() => panelOpen && closePanel('toggle')}
            count={search.data?.count}
            headingRef={panelHeading}
          />
        ) : (
          <div className="search-filters search-filters--frame" id={PANEL_ID} />
        )}
        <section className="search-results" aria-labelledby="search-results-heading">
          <h2 className="visually-hidden" id="search-results-heading" ref={resultsHeading} tabIndex={-1}>
            {t('search.resultsLabel')}
          </h2>
          {/* What is the member's own (their profile's standing, then the results) takes the spinner's
              place, below all the frame draws: nothing the frame painted moves when it comes. */}
          {!waiting && <ProfileStandingNotice />}
          {waiting ? (
            <Spinner />
          ) : search.isError ? (
            <SearchFailed
              error={search.error}
              byHoroscope={Boolean(filters.horoscope_match)}
              onRetry={() => void search.refetch()}
            />
          ) : (
            <Results
              results={search.data}
              stale={search.isPlaceholderData}
              hasMore={search.hasNextPage}
              loadingMore={search.isFetchingNextPage}
              loadMoreFailed={search.isFetchNextPageError}
              onLoadMore={() => void search.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </Page>
  );
}

interface ResultsProps {
  results: SearchResults;
  /** The results of the previous filters, shown until the new ones arrive. */
  stale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

function Results({ results, stale, hasMore, loadingMore, loadMoreFailed, onLoadMore }: ResultsProps) {
  const { t } = useTranslation();
  const { rows, count, photo_nudge } = results;
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const drawn = useDrawnInBatches(
    rows.map((row) => row.profile_id),
    CARDS_PER_TASK,
  );

  // After 'View more' the keyboard goes on from the first profile just added, not from the button.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || drawn <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('.profile-card__name a')[index]?.focus();
  }, [drawn]);

  const loadMore = () => {
    if (loadingMore) return;
    firstNew.current = rows.length;
    onLoadMore();
  };

  return (
    <div className={stale ? 'search-results__body search-results__body--stale' : 'search-results__body'}>
      {photo_nudge && (
        <Alert tone="warning">
          <p>{t('search.photoNudge')}</p>
          <Link to="/profile/edit/photo">{t('search.addPhoto')}</Link>
        </Alert>
      )}
      <p className="search-results__count" role="status">
        {t('search.resultCount', { count })}
      </p>
      {rows.length === 0 ? (
        <p className="search-results__empty">{t('search.empty')}</p>
      ) : (
        <ul className="result-list" ref={list} aria-busy={drawn < rows.length}>
          {rows.slice(0, drawn).map((row, index) => (
            <li key={row.profile_id}>
              <ProfileCard profile={row} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {loadMoreFailed && (
        <Alert tone="warning">
          <p>{t('search.failed')}</p>
        </Alert>
      )}
      {hasMore && (
        <div className="pager">
          <p className="pager__status">{t('search.showing', { shown: rows.length, count })}</p>
          <button
            className="button"
            type="button"
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={loadMore}
          >
            {t('search.viewMore')}
          </button>
          {loadingMore && <Spinner />}
        </div>
      )}
    </div>
  );
}

/**
 * A search the server refused. A 409 says what is missing: the member's own basic details, or, for a
 * search by horoscope, their birth star.
 */
function SearchFailed(props: { error: unknown; byHoroscope: boolean; onRetry: () => void }) {
  const { error, byHoroscope, onRetry } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (error instanceof ApiError && error.status === 409 && byHoroscope) return <HoroscopeStarNeeded />;
  if (error instanceof ApiError && error.status === 409) {
    return (
      <Alert tone="warning">
        <p>{errorText(error)}</p>
        <Link to="/profile/edit/basic">{t('search.basicDetailsFirst')}</Link>
      </Alert>
    );
  }
  return (
    <Alert tone="warning">
      <p>{t('search.failed')}</p>
      <button className="button button--small" type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </Alert>
  );
}
