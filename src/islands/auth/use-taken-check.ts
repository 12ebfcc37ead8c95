import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import { checkExist } from '../../lib/endpoints/auth.ts';

// Registration tells a person at once that the phone (or e-mail) they typed already has an
// account (GET /api/user/checkExist/{value}), instead of after the SMS code and the password.
// The check runs when the field loses focus, debounced: tabbing in and out, or editing again,
// restarts it, and only the last value is asked about. Answers are remembered per value; a
// failed check says nothing (the submit still meets the API's own 20003).

/** How long after the field loses focus the question is sent. */
const takenCheckDelayMs = 300;

/** What a field does with the check. */
export interface TakenCheck {
  /** The field lost focus holding this (already valid) value: ask after the delay. */
  schedule: (value: string) => void;
  /** The value changed or the form is leaving: forget a pending or running check. */
  cancel: () => void;
}

/** A debounced "already taken?" check; `onTaken` runs with a value the API says has an account. */
export function useTakenCheck(
  api: ApiClient,
  onTaken: (value: string) => void,
  delayMs = takenCheckDelayMs,
): TakenCheck {
  const known = useRef(new Map<string, boolean>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  const latestOnTaken = useRef(onTaken);
  useEffect(() => {
    latestOnTaken.current = onTaken;
  }, [onTaken]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    running.current?.abort();
    running.current = undefined;
  }, []);

  const schedule = useCallback(
    (value: string) => {
      cancel();
      const cached = known.current.get(value);
      if (cached !== undefined) {
        if (cached) latestOnTaken.current(value);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const controller = new AbortController();
        running.current = controller;
        checkExist(api, value, { signal: controller.signal }).then(
          (exists) => {
            known.current.set(value, exists);
            if (controller.signal.aborted) return;
            running.current = undefined;
            if (exists) latestOnTaken.current(value);
          },
          () => undefined,
        );
      }, delayMs);
    },
    [api, cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}
