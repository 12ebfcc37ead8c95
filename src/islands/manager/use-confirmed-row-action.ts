import { useState } from 'react';
import { confirm, type ConfirmInput } from '../../lib/stores/dialogs.ts';
import { showToast } from '../../lib/stores/toast.ts';

/**
 * A row action that asks first: the confirm dialog, then the row is busy while `action` runs,
 * then a success toast. Cancelling changes nothing; a failure leaves the row as it was (the API
 * client has already shown the API's message).
 */
export function useConfirmedRowAction(): {
  busyId: number | null;
  run: (id: number, ask: ConfirmInput, action: () => Promise<void>, done: string) => Promise<void>;
} {
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (id: number, ask: ConfirmInput, action: () => Promise<void>, done: string) => {
    try {
      await confirm(ask);
    } catch {
      return;
    }
    setBusyId(id);
    try {
      await action();
      showToast({ message: done, type: 'success' });
    } catch {
      // The row stays.
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
