import { record } from 'rrweb';
import { ensureSessionId } from '../stores/identity.ts';
import { createEventFilter, RECORDER_HIDE_CLASS, type RecorderEvent } from './recorder-rules.ts';

// The page recorder (rrweb), imported only when the environment enables it and only after the
// page is interactive. Kept events are POSTed as JSON to the configured URL when the page is
// hidden (tab switch, navigation, close) or when `portal:recorder-flush` is dispatched.

/** Window event that uploads what has been recorded so far. */
const RECORDER_FLUSH_EVENT = 'portal:recorder-flush';
// fetch keepalive bodies are capped at 64 KB; larger uploads go as a normal request.
const keepaliveLimit = 60 * 1024;

/** Starts recording this page; returns a function that stops it. */
export function startRecorder(options: { uploadUrl: string }): () => void {
  const keep = createEventFilter();
  let pending: RecorderEvent[] = [];
  const upload = () => {
    if (pending.length === 0) return;
    const body = JSON.stringify({ sessionId: ensureSessionId(), url: location.href, events: pending });
    pending = [];
    void fetch(options.uploadUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: body.length < keepaliveLimit,
    }).catch((error: unknown) => {
      console.warn('[recorder] upload failed', error);
    });
  };
  const stop = record({
    emit(event) {
      if (keep(event)) pending.push(event);
    },
    // rrweb records a blocked element as an empty box of the same size: its content never leaves the page.
    blockClass: RECORDER_HIDE_CLASS,
    maskAllInputs: true,
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') upload();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener(RECORDER_FLUSH_EVENT, upload);
  return () => {
    stop?.();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener(RECORDER_FLUSH_EVENT, upload);
    upload();
  };
}
