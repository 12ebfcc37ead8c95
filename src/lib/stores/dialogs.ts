import { atom, computed } from 'nanostores';
import { signalOverlay } from './overlay-signal.ts';
import type { ToastType } from './toast.ts';

// Message boxes and confirm dialogs. Any code may call showMessageBox
// or confirm; the OverlayHost island renders $activeDialog. Dialogs queue: one is shown at a time.
// The promise callbacks live beside the store, not in it, so the store holds only plain data.

/** Message box types: the same five as the toast types. */
type DialogType = ToastType;
/** How a dialog ended: its confirm/OK button, its cancel button, or close (Escape, backdrop, ×). */
export type DialogAction = 'confirm' | 'cancel' | 'close';

/** One dialog waiting or shown. Texts are already translated by the caller. */
export interface Dialog {
  id: number;
  kind: 'message' | 'confirm';
  title: string;
  message: string;
  type: DialogType;
  /** Label of the confirm/OK button; the host's translation when absent. */
  confirmText?: string | undefined;
  /** Label of the cancel button (confirm dialogs only); the host's translation when absent. */
  cancelText?: string | undefined;
}

/** What showMessageBox takes. */
export interface MessageBoxInput {
  title: string;
  message: string;
  type?: DialogType | undefined;
  confirmText?: string | undefined;
}

/** What confirm takes. */
export interface ConfirmInput {
  title: string;
  message: string;
  type?: DialogType | undefined;
  confirmText?: string | undefined;
  cancelText?: string | undefined;
}

/** The rejection of confirm(): `action` tells a cancel button from a close (Escape, backdrop, ×). */
export class DialogDismissedError extends Error {
  /** 'cancel' or 'close'. */
  readonly action: Exclude<DialogAction, 'confirm'>;
  constructor(action: Exclude<DialogAction, 'confirm'>) {
    super(`Dialog dismissed by ${action}`);
    this.name = 'DialogDismissedError';
    this.action = action;
  }
}

/** Dialog type used when none is given. */
const DIALOG_DEFAULT_TYPE: DialogType = 'info';

/** Dialogs in the order they were asked for; the first is the one shown. */
export const $dialogs = atom<readonly Dialog[]>([]);
/** The dialog on screen, or null. */
export const $activeDialog = computed($dialogs, (dialogs) => dialogs[0] ?? null);

interface Settlement {
  resolve: () => void;
  reject: (error: DialogDismissedError) => void;
}

let nextId = 1;
const settlements = new Map<number, Settlement>();

function enqueue(dialog: Omit<Dialog, 'id'>): Promise<void> {
  const id = nextId++;
  return new Promise<void>((resolve, reject) => {
    settlements.set(id, { resolve, reject });
    $dialogs.set([...$dialogs.get(), { ...dialog, id }]);
    signalOverlay();
  });
}

/**
 * Shows a message box; resolves when it is closed, however it was closed.
 * @example await showMessageBox({ title: t('visa.saved'), message: t('visa.savedHint'), type: 'success' })
 */
export function showMessageBox({ title, message, type, confirmText }: MessageBoxInput): Promise<void> {
  return enqueue({ kind: 'message', title, message, type: type ?? DIALOG_DEFAULT_TYPE, confirmText });
}

/**
 * Asks for confirmation: resolves on confirm, rejects with DialogDismissedError on cancel or close.
 * @example confirm({ title, message }).then(deleteVisitor, () => undefined)
 */
export function confirm({ title, message, type, confirmText, cancelText }: ConfirmInput): Promise<void> {
  return enqueue({
    kind: 'confirm',
    title,
    message,
    type: type ?? DIALOG_DEFAULT_TYPE,
    confirmText,
    cancelText,
  });
}

/** Ends dialog `id` with `action` and shows the next queued one. Unknown ids are ignored. */
export function closeDialog(id: number, action: DialogAction): void {
  const dialog = $dialogs.get().find((item) => item.id === id);
  if (dialog === undefined) return;
  $dialogs.set($dialogs.get().filter((item) => item.id !== id));
  const settlement = settlements.get(id);
  settlements.delete(id);
  if (settlement === undefined) return;
  // A message box has nothing to refuse: every way of closing it resolves.
  if (action === 'confirm' || dialog.kind === 'message') settlement.resolve();
  else settlement.reject(new DialogDismissedError(action));
}

/** Closes every dialog as 'close' (confirms reject), e.g. when the page is left. */
export function closeAllDialogs(): void {
  for (const dialog of $dialogs.get()) closeDialog(dialog.id, 'close');
}
