import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Publish } from '../../lib/contract/editor-publish.ts';
import {
  publishFigures,
  publishPhase,
  secondsOf,
  watchPublish,
  type WatchEnd,
} from '../../lib/editor/publish-progress.ts';
import { getPublish } from '../../lib/endpoints/editor.ts';
import { editorPath } from '../../lib/paths/index.ts';
import { useT } from '../../islands/i18n/use-t.ts';

/** Message prefixes of PublishProgress (its island adds them to its own). */
export const PUBLISH_PROGRESS_MESSAGE_PREFIXES: readonly string[] = ['editor.publish.'];

/** Props of PublishProgress: the publish a save, restore or offline/online answered. */
export interface PublishProgressProps {
  publishId: number;
}

/**
 * The live progress of one publish: polls it about every half second until it is live, failed or
 * unsent (at most two minutes), showing the phase, the rebuild's figures, and any content warning
 * or failed page prominently. Scrolls itself into view when a new publish starts.
 */
export function PublishProgress({ publishId }: PublishProgressProps): ReactNode {
  const t = useT();
  const [publish, setPublish] = useState<Publish | null>(null);
  const [end, setEnd] = useState<WatchEnd | 'error' | null>(null);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    const api = getBrowserApiClient();
    const controller = new AbortController();
    setPublish(null);
    setEnd(null);
    box.current?.scrollIntoView({ block: 'nearest' });
    watchPublish(() => getPublish(api, publishId, controller.signal), setPublish, {
      signal: controller.signal,
    })
      .then((how) => {
        if (!controller.signal.aborted) setEnd(how);
      })
      .catch(() => {
        if (!controller.signal.aborted) setEnd('error');
      });
    return () => {
      controller.abort();
    };
  }, [publishId]);

  const phase = publish === null ? 'waiting' : publishPhase(publish);
  const progress = publish?.progress ?? null;
  const figures = progress === null ? null : publishFigures(progress);
  const seconds = (ms: number) => t('editor.publish.seconds', { seconds: secondsOf(ms) });
  const figure = (name: string, label: string, value: string) => (
    <div className="ec-figure">
      <dt>{label}</dt>
      <dd data-testid={`publish-${name}`}>{value}</dd>
    </div>
  );

  return (
    <section
      ref={box}
      className={`ec-publish ec-publish-${phase}`}
      aria-labelledby={`ec-publish-${String(publishId)}`}
      data-testid="publish-progress"
      data-publish-id={publishId}
      data-phase={phase}
    >
      <h2 id={`ec-publish-${String(publishId)}`}>{t('editor.publish.title')}</h2>
      <p
        className="ec-publish-phase"
        // Announced as it changes; no status role, which the form's own status line has.
        role={phase === 'failed' ? 'alert' : undefined}
        aria-live={phase === 'failed' ? undefined : 'polite'}
        data-testid="publish-phase"
      >
        {t(`editor.publish.phase.${phase}`)}
      </p>
      {figures !== null && (
        <dl className="ec-figures" data-testid="publish-figures">
          {figure('rendered', t('editor.publish.rendered'), String(figures.rendered))}
          {figure('changed', t('editor.publish.changed'), String(figures.changed))}
          {figure('uploaded', t('editor.publish.uploaded'), String(figures.uploaded))}
          {figures.removed > 0 && figure('removed', t('editor.publish.removed'), String(figures.removed))}
          {figure('first-live', t('editor.publish.firstLive'), seconds(figures.firstLiveMs))}
          {figure(
            'last-live',
            t('editor.publish.lastLive'),
            figures.lastLiveMs === null ? t('editor.publish.running') : seconds(figures.lastLiveMs),
          )}
          {figure('notified', t('editor.publish.notified'), String(figures.notified))}
        </dl>
      )}
      {progress?.noExport === true && <p className="ec-hint">{t('editor.publish.noExport')}</p>}
      {progress !== null && progress.warnings.length > 0 && (
        <div className="ec-publish-alert ec-publish-warning" role="alert" data-testid="publish-warnings">
          <h3>{t('editor.publish.warningsTitle')}</h3>
          <ul>
            {progress.warnings.map((warning, index) => (
              <li key={`${warning.url}-${String(index)}`}>
                <code>{warning.url}</code> {warning.entities.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {progress !== null && progress.failures.length > 0 && (
        <div className="ec-publish-alert ec-publish-failure" role="alert" data-testid="publish-failures">
          <h3>{t('editor.publish.failuresTitle')}</h3>
          <ul>
            {progress.failures.map((failure, index) => (
              <li key={`${failure.url}-${String(index)}`}>
                <code>{failure.url}</code> {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {end === 'timeout' && <p className="ec-error">{t('editor.publish.timeout')}</p>}
      {end === 'error' && <p className="ec-error">{t('editor.publish.readFailed')}</p>}
      <p className="ec-hint">
        <a href={editorPath('publishes')}>{t('editor.publish.logLink')}</a>
      </p>
    </section>
  );
}
