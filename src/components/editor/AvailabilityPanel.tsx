import { useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { EditableEntity } from '../../lib/contract/editor-reads.ts';
import { setItemAvailability } from '../../lib/endpoints/editor.ts';
import { useT } from '../../islands/i18n/use-t.ts';
import { SchedulePanel } from './SchedulePanel.tsx';

/** Message prefixes of AvailabilityPanel and its schedule (its island adds them to its own). */
export const AVAILABILITY_MESSAGE_PREFIXES: readonly string[] = ['editor.availability.', 'editor.schedule.'];

/** Props of AvailabilityPanel. */
export interface AvailabilityPanelProps {
  entity: EditableEntity;
  id: number;
  /** Whether the item is online as its last read or save said. */
  online: boolean;
  /** Called with the publish of a change made here, once it is saved. */
  onChanged: (publishId: number) => Promise<void>;
}

/**
 * Taking an item offline or bringing it back now (each asked for confirmation first), and its
 * scheduled actions. The change is saved and published like an edit; `onChanged` follows it.
 */
export function AvailabilityPanel({ entity, id, online, onChanged }: AvailabilityPanelProps): ReactNode {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const action = online ? 'offline' : 'online';

  const act = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await setItemAvailability(getBrowserApiClient(), entity, id, action);
      setAsking(false);
      setNotice({
        ok: true,
        text: t(result.online ? 'editor.availability.wentOnline' : 'editor.availability.wentOffline'),
      });
      await onChanged(result.publishId);
    } catch (error) {
      setNotice({ ok: false, text: isApiError(error) ? error.message : t('editor.availability.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ec-panels">
      <section className="ec-panel" aria-labelledby="ec-availability-title" data-testid="availability">
        <h2 id="ec-availability-title">{t('editor.availability.title')}</h2>
        <p data-testid="availability-state" data-online={online}>
          {t(online ? 'editor.availability.isOnline' : 'editor.availability.isOffline')}
        </p>
        {asking ? (
          <div className="ec-confirm" role="group" aria-labelledby="ec-availability-ask">
            <p id="ec-availability-ask">
              {t(online ? 'editor.availability.confirmOffline' : 'editor.availability.confirmOnline')}
            </p>
            <div className="ec-confirm-actions">
              <button
                type="button"
                className={online ? 'ec-button ec-button-danger' : 'ec-button ec-button-primary'}
                disabled={busy}
                onClick={() => void act()}
              >
                {busy
                  ? t('editor.availability.working')
                  : t(online ? 'editor.availability.yesOffline' : 'editor.availability.yesOnline')}
              </button>
              <button
                type="button"
                className="ec-button"
                disabled={busy}
                onClick={() => {
                  setAsking(false);
                }}
              >
                {t('editor.availability.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="ec-button"
            onClick={() => {
              setNotice(null);
              setAsking(true);
            }}
          >
            {t(online ? 'editor.availability.takeOffline' : 'editor.availability.bringOnline')}
          </button>
        )}
        <p className="ec-status-line" role="status" data-testid="availability-status">
          {notice !== null && <span className={notice.ok ? 'ec-ok' : 'ec-error'}>{notice.text}</span>}
        </p>
      </section>
      <SchedulePanel entity={entity} id={id} online={online} />
    </div>
  );
}
