import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { waitingListQuantity } from '../../lib/checkout/hold.ts';
import type { WaitingListEntry } from '../../lib/contract/waiting-list.ts';
import { joinWaitingList } from '../../lib/endpoints/members/waiting-list.ts';
import { managerPath } from '../../lib/paths/index.ts';
import { useT } from '../i18n/use-t.ts';

/** What the waiting list of a sold-out tier needs from the form. */
export interface WaitingListContext {
  loggedIn: boolean;
  /** The form's quantity field, as typed: the waiting list asks for it (1-20, else 1). */
  quantity: string;
  /** The login page that comes back to this ticket page. */
  loginHref: string;
}

/**
 * "Join the waiting list" of a sold-out tier: a login link for a visitor without a session, else
 * a button that joins the line for the form's quantity and then says the member's place in it.
 */
export function WaitingListJoin({
  tierId,
  tierName,
  context,
}: {
  tierId: number;
  tierName: string;
  context: WaitingListContext;
}): ReactNode {
  const t = useT();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [entry, setEntry] = useState<WaitingListEntry | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  if (!context.loggedIn)
    return (
      <a className="waitlist__login" href={context.loginHref} rel="nofollow">
        {t('ticket.waitlist.login')}
      </a>
    );

  const join = async (): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      setEntry(
        await joinWaitingList(getBrowserApiClient(), {
          tierId,
          quantity: waitingListQuantity(context.quantity),
        }),
      );
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="waitlist" data-tier={tierId}>
      <button
        type="button"
        className="button waitlist__join"
        disabled={busy}
        aria-label={`${t('ticket.waitlist.join')}: ${tierName}`}
        onClick={() => {
          void join();
        }}
      >
        {busy ? t('ticket.waitlist.joining') : t('ticket.waitlist.join')}
      </button>
      <p role="status" className="checkout-hint waitlist__status">
        {entry !== null &&
          (entry.status === 'offered' && entry.orderNo !== null
            ? t('ticket.waitlist.offered', { orderNo: entry.orderNo })
            : t('ticket.waitlist.joined', { position: entry.position ?? 1, count: entry.quantity }))}
        {entry !== null && (
          <>
            {' '}
            <a href={managerPath('messages')}>{t('ticket.waitlist.mine')}</a>
          </>
        )}
      </p>
      <p role="alert" className="checkout-error waitlist__error">
        {failure !== null && t(failure.key, failure.values)}
      </p>
    </div>
  );
}
