import { useCallback, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { codeDigest } from '../../lib/checkin/code-digest.ts';
import { localDay, localIsoTime } from '../../lib/checkin/gate-clock.ts';
import { bookFromDay, judgeOffline, type OfflineBook } from '../../lib/checkin/offline-book.ts';
import { dequeue, enqueue, nextBatch, readQueue } from '../../lib/checkin/scan-queue.ts';
import type { CheckInHours, CheckInVerdict, RefusalReason } from '../../lib/contract/checkin.ts';
import { getCheckInDay, getCheckInHours, scanTicket, syncCheckIns } from '../../lib/endpoints/checkin.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { startCamera, type CameraScan } from './camera.ts';
import './checkin.css';

/** Message prefixes of Scanner. */
export const SCANNER_MESSAGE_PREFIXES: readonly string[] = ['checkin.'];

/** Props of Scanner: the fair its gate admits to. */
export interface ScannerProps {
  i18n: IslandMessages;
  fairId: number;
}

/** The verdict on screen. */
interface Shown {
  verdict: 'admitted' | 'refused';
  reason?: RefusalReason | undefined;
  /** The API's message, or undefined for a verdict given offline (the page's own words). */
  message?: string | undefined;
  holder?: string | undefined;
  tier?: string | undefined;
  firstAdmission?: { gate: string; scannedAt: string } | undefined;
  offline: boolean;
}

const gateKey = 'checkin.gate';

/**
 * /checkin: the gate scanner. Reads codes with the phone's camera or by hand, asks the API while
 * it answers and judges from the day's list when it does not, queueing those scans in
 * localStorage until they are synced; shows the verdict big and the day's admissions per hour.
 */
export function Scanner({ i18n, fairId }: ScannerProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ScannerView fairId={fairId} />
    </I18nProvider>
  );
}

function ScannerView({ fairId }: { fairId: number }): ReactNode {
  const t = useT();
  const [gate, setGate] = useState(() => localStorage.getItem(gateKey) ?? t('checkin.gate.default'));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const [shown, setShown] = useState<Shown | undefined>();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState(() => readQueue(localStorage, fairId).length);
  const [book, setBook] = useState<OfflineBook | undefined>();
  const [hours, setHours] = useState<CheckInHours | undefined>();
  const [syncNote, setSyncNote] = useState<string | undefined>();
  const [camera, setCamera] = useState<'off' | 'on' | 'unavailable'>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<(() => void) | undefined>(undefined);
  const bookRef = useRef<OfflineBook | undefined>(undefined);
  bookRef.current = book;
  const gateRef = useRef(gate);
  gateRef.current = gate;

  const refreshHours = useCallback(async () => {
    try {
      setHours(await getCheckInHours(getBrowserApiClient(), fairId, localDay(new Date())));
    } catch {
      // Offline: the last counts stay.
    }
  }, [fairId]);

  const loadDay = useCallback(async () => {
    try {
      const day = localDay(new Date());
      const list = await getCheckInDay(getBrowserApiClient(), fairId, day);
      setBook(bookFromDay(fairId, list));
      return true;
    } catch {
      return false;
    }
  }, [fairId]);

  const sync = useCallback(async () => {
    let queue = readQueue(localStorage, fairId);
    let admitted = 0;
    let refused = 0;
    const conflicts: string[] = [];
    while (queue.length > 0) {
      const batch = nextBatch(queue);
      try {
        const { results } = await syncCheckIns(getBrowserApiClient(), { fairId, items: batch });
        for (const result of results) {
          if (result.verdict === 'admitted') admitted += 1;
          else {
            refused += 1;
            conflicts.push(result.message);
          }
        }
        dequeue(localStorage, fairId, new Set(results.map((result) => result.scanId)));
      } catch {
        setOnline(false);
        break;
      }
      queue = readQueue(localStorage, fairId);
    }
    setQueued(readQueue(localStorage, fairId).length);
    if (admitted + refused > 0) {
      setSyncNote([t('checkin.sync.done', { admitted, refused }), ...conflicts.slice(0, 5)].join(' '));
      await loadDay();
      await refreshHours();
    }
  }, [fairId, loadDay, refreshHours, t]);

  useEffect(() => {
    void loadDay();
    void refreshHours();
    void sync();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => {
      setOnline(false);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => {
      void refreshHours();
    }, 60_000);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
      stopCamera.current?.();
    };
  }, [loadDay, refreshHours, sync]);

  /** Judges a read code: online through the API, else from the day's list (and queued). */
  const judge = useCallback(
    async (read: string) => {
      const scannedAt = localIsoTime(new Date());
      const scanId = crypto.randomUUID();
      const here = gateRef.current;
      if (navigator.onLine) {
        try {
          const verdict: CheckInVerdict = await scanTicket(getBrowserApiClient(), {
            code: read,
            gate: here,
            fairId,
            scannedAt,
            scanId,
          });
          setOnline(true);
          setShown({ ...verdict, offline: false });
          const digest = await codeDigest(read);
          if (verdict.verdict === 'admitted') bookRef.current?.used.set(digest, { gate: here, scannedAt });
          void refreshHours();
          return;
        } catch (error) {
          // An answer of the API (bad input, an ended session) is not a reason to go offline.
          if (!isApiError(error, 'transport') && !isApiError(error, 'timeout')) {
            setShown({
              verdict: 'refused',
              reason: 'forged',
              message: error instanceof Error ? error.message : '',
              offline: false,
            });
            return;
          }
        }
      }
      setOnline(false);
      const current = bookRef.current;
      if (current === undefined) {
        setShown({ verdict: 'refused', message: t('checkin.offline.noList'), offline: true });
        return;
      }
      const verdict = judgeOffline(current, {
        code: read,
        digest: await codeDigest(read),
        gate: here,
        scannedAt,
      });
      if (verdict.verdict === 'admitted') {
        enqueue(localStorage, fairId, { scanId, code: read.trim(), gate: here, scannedAt });
        setQueued(readQueue(localStorage, fairId).length);
      }
      setShown({
        verdict: verdict.verdict,
        reason: verdict.verdict === 'refused' ? verdict.reason : undefined,
        holder: verdict.ticket?.holder,
        tier: verdict.ticket?.tier,
        firstAdmission: verdict.verdict === 'refused' ? verdict.firstAdmission : undefined,
        offline: true,
      });
    },
    [fairId, refreshHours, t],
  );

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setCodeError(true);
      return;
    }
    setCodeError(false);
    void judge(code.trim());
    setCode('');
  };

  const toggleCamera = async () => {
    if (camera === 'on') {
      stopCamera.current?.();
      stopCamera.current = undefined;
      setCamera('off');
      return;
    }
    const player = video.current;
    if (player === null) return;
    try {
      const onCode: CameraScan = (read) => judge(read);
      stopCamera.current = await startCamera(player, onCode);
      setCamera('on');
    } catch {
      setCamera('unavailable');
    }
  };

  return (
    <div className="checkin" data-testid="checkin">
      <p
        className={`checkin__status ${online ? 'notice notice-success' : 'notice'}`}
        data-testid="checkin-status"
        role="status"
      >
        {online ? t('checkin.status.online') : t('checkin.status.offline')}
        {' · '}
        {t('checkin.status.queued', { count: queued })}
        {book !== undefined && (
          <>
            {' · '}
            {t('checkin.day.loaded', { count: book.tickets.size, day: book.day })}
          </>
        )}
      </p>
      <label className="checkin__gate">
        <span>{t('checkin.gate.label')}</span>
        <input
          className="input"
          value={gate}
          maxLength={40}
          onChange={(event) => {
            setGate(event.target.value);
            localStorage.setItem(gateKey, event.target.value);
          }}
        />
      </label>
      <section className="checkin__camera">
        <video
          ref={video}
          className="checkin__video"
          muted
          playsInline
          aria-label={t('checkin.camera.label')}
          hidden={camera !== 'on'}
        />
        <button type="button" className="button button-large" onClick={() => void toggleCamera()}>
          {camera === 'on' ? t('checkin.camera.stop') : t('checkin.camera.start')}
        </button>
        {camera === 'unavailable' && <p className="notice notice-error">{t('checkin.camera.unavailable')}</p>}
      </section>
      <form className="checkin__manual" onSubmit={submit} noValidate>
        <label htmlFor="checkin-code">{t('checkin.manual.label')}</label>
        <input
          id="checkin-code"
          className="input"
          value={code}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={codeError}
          aria-describedby={codeError ? 'checkin-code-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value);
          }}
        />
        <button type="submit" className="button">
          {t('checkin.manual.submit')}
        </button>
        {codeError && (
          <p id="checkin-code-error" className="checkin__error" role="alert">
            {t('checkin.manual.required')}
          </p>
        )}
      </form>
      {shown !== undefined && <Verdict shown={shown} />}
      {syncNote !== undefined && (
        <p className="notice" data-testid="checkin-sync" role="status">
          {syncNote}
        </p>
      )}
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void sync()}
          disabled={queued === 0}
        >
          {t('checkin.sync.now')}
        </button>
      </p>
      <Hours hours={hours} />
    </div>
  );
}

function Verdict({ shown }: { shown: Shown }): ReactNode {
  const t = useT();
  const detail =
    shown.message ??
    (shown.verdict === 'admitted'
      ? t('checkin.verdict.admittedOffline')
      : shown.reason === 'alreadyUsed'
        ? t('checkin.reason.alreadyUsed', {
            gate: shown.firstAdmission?.gate ?? '',
            time: shown.firstAdmission?.scannedAt.slice(11, 16) ?? '',
          })
        : t(`checkin.reason.${shown.reason ?? 'forged'}`));
  return (
    <section
      className={`checkin__verdict checkin__verdict--${shown.verdict}`}
      data-testid="checkin-verdict"
      data-verdict={shown.verdict}
      data-reason={shown.reason}
      aria-live="assertive"
    >
      <p className="checkin__verdict-word">
        {shown.verdict === 'admitted' ? t('checkin.verdict.admitted') : t('checkin.verdict.refused')}
      </p>
      {shown.holder !== undefined && <p className="checkin__verdict-holder">{shown.holder}</p>}
      {shown.tier !== undefined && <p>{shown.tier}</p>}
      <p>{detail}</p>
      {shown.offline && <p className="checkin__verdict-note">{t('checkin.verdict.offline')}</p>}
    </section>
  );
}

function Hours({ hours }: { hours: CheckInHours | undefined }): ReactNode {
  const t = useT();
  if (hours === undefined) return null;
  const most = Math.max(1, ...hours.hours.map((hour) => hour.admitted));
  return (
    <section className="checkin__hours" data-testid="checkin-hours" aria-labelledby="checkin-hours-title">
      <h2 id="checkin-hours-title">{t('checkin.hours.title')}</h2>
      <p>{hours.total === 0 ? t('checkin.hours.empty') : t('checkin.hours.total', { count: hours.total })}</p>
      {hours.hours.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('checkin.hours.hour')}</th>
              <th scope="col">{t('checkin.hours.admitted')}</th>
            </tr>
          </thead>
          <tbody>
            {hours.hours.map((hour) => (
              <tr key={hour.hour}>
                <td>{`${String(hour.hour).padStart(2, '0')}:00`}</td>
                <td>
                  <span
                    className="checkin__bar"
                    style={{ width: `${String(Math.round((hour.admitted / most) * 100))}%` }}
                  />
                  {hour.admitted}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
