import '../melava.css';
import type { CheckinResult, DoorListRow } from '@varmala/shared';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify';
import { keepScan, sendWaitingScans, waitingScans } from '../api/checkin-queue';
import { findOnDoorList, keepDoorList, keptDoorList } from '../api/door-list';
import { useAdminEvents, useAdminRegistrations } from '../api/melava-api';
import { QrScanner } from '../components/qr-scanner';

/** How often the phone tries again to send what waits, beside the browser's `online` event. */
const RETRY_MS = 10_000;

/**
 * /admin/events/{eventId}/door: the door phone. Each scan (camera, or a family found by number or
 * name) is kept on the phone first and sent at once when the network is there; without it, the
 * scans wait and go when it returns. The answers show who came, who came already, and what was
 * refused. The confirmed families and their codes are kept on the phone too, read again whenever the
 * network is there: a family who forgot the pass is found without it.
 */
export default function DoorPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const eventId = Number(useParams().eventId);
  const event = useAdminEvents().data?.rows.find((row) => row.event_id === eventId);
  const [waiting, setWaiting] = useState(0);
  const [results, setResults] = useState<CheckinResult[]>([]);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [typed, setTyped] = useState('');
  const [typedCode, setTypedCode] = useState('');
  const [q, setQ] = useState('');
  const [doorList, setDoorList] = useState<DoorListRow[] | undefined>();
  // Asked of the server only when the phone keeps no list yet.
  const asked = useAdminRegistrations(eventId, q, !doorList && q !== '');
  const found: { number: number | null; name: string; code: string | null; registration_id: number }[] =
    doorList ? findOnDoorList(doorList, q) : (asked.data?.rows ?? []);

  const readDoorList = useCallback(async () => {
    try {
      const { rows } = await callApi('doorList', { params: { eventId } });
      setDoorList(rows);
      await keepDoorList(eventId, rows);
    } catch {
      // No network: the list kept before stays.
    }
  }, [eventId]);

  useEffect(() => {
    void keptDoorList(eventId).then((kept) => setDoorList((now) => now ?? kept));
    void readDoorList();
  }, [eventId, readDoorList]);

  const send = useCallback(async () => {
    try {
      const answered = await sendWaitingScans(eventId);
      // Several triggers may wait on one sending: each answer is shown once, by its scan's id.
      if (answered.length > 0)
        setResults((before) => {
          const shown = new Set(before.map((result) => result.client_id));
          const fresh = answered.filter((result) => !shown.has(result.client_id)).reverse();
          return [...fresh, ...before].slice(0, 50);
        });
    } catch (error) {
      notifyFailure(t('melava.door.camera'), error);
    }
    setWaiting((await waitingScans(eventId)).length);
  }, [eventId, t]);

  useEffect(() => {
    void send();
    const back = () => {
      setOnline(true);
      void send();
      void readDoorList();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      clearInterval(timer);
    };
  }, [send, readDoorList]);

  const scanned = useCallback(
    async (code: string) => {
      await keepScan(eventId, code);
      setWaiting((await waitingScans(eventId)).length);
      if (navigator.onLine) void send();
    },
    [eventId, send],
  );

  const describe = (result: CheckinResult) => {
    if (result.refused) return t(`melava.door.result.${result.refused}`);
    const named = { number: result.number ?? '', name: result.name ?? '' };
    return result.already
      ? t('melava.door.result.already', {
          ...named,
          time: result.checked_in_at ? format.time(result.checked_in_at) : '',
        })
      : t('melava.door.result.in', named);
  };

  return (
    <Page title={t('melava.door.title', { event: event?.name ?? '' })}>
      {!online && <Alert tone="warning">{t('melava.door.offline')}</Alert>}
      <p data-testid="door-waiting" data-count={waiting}>
        {waiting > 0 ? t('melava.door.pending', { count: waiting }) : t('melava.door.allSent')}
      </p>
      <section aria-label={t('melava.door.camera')}>
        <QrScanner onCode={(code) => void scanned(code)} />
      </section>
      <form
        className="form form--inline"
        onSubmit={(change) => {
          change.preventDefault();
          const code = typedCode.trim();
          setTypedCode('');
          if (code) void scanned(code);
        }}
      >
        {/* A hand scanner types the code it reads and presses Enter: it lands here. */}
        <input
          className="field__input"
          aria-label={t('melava.door.code')}
          placeholder={t('melava.door.code')}
          autoComplete="off"
          value={typedCode}
          onChange={(change) => setTypedCode(change.target.value)}
        />
        <button className="button" type="submit">
          {t('melava.door.checkIn')}
        </button>
      </form>
      <section aria-labelledby="door-find">
        <h2 id="door-find">{t('melava.admin.find')}</h2>
        <form
          className="form form--inline"
          onSubmit={(change) => {
            change.preventDefault();
            setQ(typed.trim());
          }}
        >
          <input
            className="field__input"
            aria-label={t('melava.admin.find')}
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
          />
          <button className="button" type="submit">
            {t('melava.admin.search')}
          </button>
        </form>
        {doorList && (
          <p className="field__hint" data-testid="door-list" data-count={doorList.length}>
            {t('melava.door.listKept', { count: doorList.length })}
          </p>
        )}
        {q && (
          <table className="melava-table">
            <tbody>
              {found.map((row) => (
                <tr key={row.registration_id}>
                  <td>{row.number ?? '-'}</td>
                  <td>{row.name}</td>
                  <td>
                    {row.code && (
                      <button
                        className="button button--small"
                        type="button"
                        onClick={() => void scanned(row.code as string)}
                      >
                        {t('melava.door.checkIn')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ul className="melava-results" aria-live="polite" data-testid="door-results">
        {results.map((result) => (
          <li
            key={result.client_id}
            data-refused={result.refused ? '' : undefined}
            data-already={result.already ? '' : undefined}
          >
            {describe(result)}
          </li>
        ))}
      </ul>
    </Page>
  );
}
