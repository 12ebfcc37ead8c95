import type { ReactNode } from 'react';
import type { CheckoutFailure } from '../../../lib/checkout/failure.ts';
import { useT } from '../../i18n/use-t.ts';

// What a form says after a submit. The live regions are always in the page, so screen readers
// announce a message that appears in them (a region inserted with its text is often missed).

/** What a form last reported: nothing, an error (role alert) or a success (role status). */
export type FormNotice = { kind: 'error' | 'success'; text: string } | null;

/** The status line of the panel-look forms: an alert region and a status region. */
export function FormStatus({ notice }: { notice: FormNotice }): ReactNode {
  return (
    <>
      <div role="alert" className={notice?.kind === 'error' ? 'notice notice-error' : 'mgr-notice-empty'}>
        {notice?.kind === 'error' ? notice.text : null}
      </div>
      <div
        role="status"
        className={notice?.kind === 'success' ? 'notice notice-success' : 'mgr-notice-empty'}
      >
        {notice?.kind === 'success' ? notice.text : null}
      </div>
    </>
  );
}

/** The checkout forms' alert: why a submit failed, with the API's own text as a detail. */
export function FailureAlert({ failure }: { failure: CheckoutFailure | null }): ReactNode {
  const t = useT();
  return (
    <div className="checkout-alert" role="alert" data-empty={failure === null}>
      {failure !== null && (
        <>
          <p>{t(failure.key, failure.values)}</p>
          {failure.detail !== undefined && <p className="checkout-alert__detail">{failure.detail}</p>}
        </>
      )}
    </div>
  );
}
