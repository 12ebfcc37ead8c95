import { useRef, useState } from 'react';
import { clearDraft } from '../../lib/checkout/draft.ts';
import { describeFailure, type CheckoutFailure } from '../../lib/checkout/failure.ts';
import { nextStepAfterOrder } from '../../lib/checkout/result.ts';
import type { Order } from '../../lib/contract/order.ts';

/** What useOrderSubmit gives a checkout form. */
export interface OrderSubmit {
  /** True from the first call until it failed: stops a second click that lands before React re-renders. */
  inFlight: { readonly current: boolean };
  submitting: boolean;
  failure: CheckoutFailure | null;
  setFailure: (failure: CheckoutFailure | null) => void;
  /** Runs `create`; once the order exists the draft is forgotten and the browser goes on to pay or to the result. */
  place: (
    create: () => Promise<Pick<Order, 'orderNo' | 'orderType' | 'status' | 'payKind'>>,
  ) => Promise<void>;
}

/** The submit of a checkout form whose draft is kept under `draftId`. */
export function useOrderSubmit(draftId: string): OrderSubmit {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const place: OrderSubmit['place'] = async (create) => {
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const order = await create();
      clearDraft(draftId);
      location.assign(nextStepAfterOrder(order));
    } catch (error) {
      setFailure(describeFailure(error));
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { inFlight, submitting, failure, setFailure, place };
}
