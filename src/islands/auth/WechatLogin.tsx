import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { getWxQrCode } from '../../lib/endpoints/auth.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { authErrorKey } from '../../lib/auth/auth-errors.ts';
import { pollWxLogin } from '../../lib/auth/wechat-poll.ts';
import type { Session, WxQr } from '../../lib/contract/auth.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useT } from '../i18n/use-t.ts';
import { QrCode } from '../ui/QrCode.tsx';

/** Props of WechatLogin. */
export interface WechatLoginProps {
  api: ApiClient;
  onSession: (session: Session) => Promise<void>;
  /** Pause between polls (tests shorten it). */
  pollIntervalMs?: number | undefined;
}

/**
 * How many times an expired code is replaced by a new one without asking (5 minutes each, so
 * four codes in all for an open panel); after that the panel waits for the refresh button, so a
 * forgotten tab does not poll for ever.
 */
export const WX_AUTO_REFRESHES = 3;

type QrState =
  | { step: 'loading' }
  | { step: 'waiting'; qr: WxQr }
  | { step: 'expired' }
  | { step: 'failed'; error: MessageKey };

/**
 * WeChat QR login: fetches a ticket, shows its code, and polls wxlogin quietly until the phone
 * scans it (then hands over the session) or it expires (then offers a new code). Polling stops
 * when the panel closes or another tab is chosen (the component unmounts).
 */
export function WechatLogin({ api, onSession, pollIntervalMs }: WechatLoginProps): ReactNode {
  const t = useT();
  const [state, setState] = useState<QrState>({ step: 'loading' });
  const [round, setRound] = useState(0);
  const autoRefreshes = useRef(0);
  const refresh = useCallback(() => {
    setState({ step: 'loading' });
    autoRefreshes.current = 0;
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    const stop = new AbortController();
    void (async () => {
      try {
        const qr = await getWxQrCode(api);
        if (stop.signal.aborted) return;
        setState({ step: 'waiting', qr });
        const result = await pollWxLogin(api, qr.ticket, {
          expiresIn: qr.expiresIn,
          signal: stop.signal,
          ...(pollIntervalMs !== undefined && { intervalMs: pollIntervalMs }),
        });
        if (result.status === 'expired' && autoRefreshes.current < WX_AUTO_REFRESHES) {
          // The ticket ran out: a new code replaces it, as WeChat's own login page does.
          autoRefreshes.current += 1;
          setState({ step: 'loading' });
          setRound((n) => n + 1);
        } else if (result.status === 'expired') setState({ step: 'expired' });
        if (result.status === 'scanned') await onSession(result.session);
      } catch (error) {
        if (!stop.signal.aborted) setState({ step: 'failed', error: authErrorKey(error, 'wechat') });
      }
    })();
    return () => {
      stop.abort();
    };
  }, [api, onSession, pollIntervalMs, round]);

  return (
    <div className="auth-wechat">
      <p>{t('login.wechatHint')}</p>
      <figure
        className="auth-wechat__code"
        aria-label={t('login.wechatQr')}
        aria-busy={state.step === 'loading'}
      >
        {state.step === 'waiting' ? (
          <>
            {/* The code a phone's WeChat scans; on a phone the link opens WeChat directly. */}
            <QrCode
              value={state.qr.qrContent}
              label={t('login.wechatQrImage')}
              size={180}
              className="auth-wechat__qr"
            />
            <a className="auth-wechat__link" href={state.qr.qrContent} data-ticket={state.qr.ticket}>
              {t('login.wechatOpen')}
            </a>
          </>
        ) : null}
      </figure>
      <p className="auth-form__status" role="status">
        {state.step === 'loading' && t('login.wechatLoading')}
        {state.step === 'waiting' && t('login.wechatWaiting')}
        {state.step === 'expired' && t('login.wechatExpired')}
      </p>
      <p className="auth-form__error" role="alert">
        {state.step === 'failed' ? t(state.error) : null}
      </p>
      {(state.step === 'expired' || state.step === 'failed') && (
        <button type="button" className="button" onClick={refresh}>
          {t('login.wechatRefresh')}
        </button>
      )}
    </div>
  );
}
