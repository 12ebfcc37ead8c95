import { useStore } from '@nanostores/react';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { $activeDialog, closeDialog, type Dialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../i18n/use-t.ts';
import { useHydrated } from './use-hydrated.ts';
import { useModalDialog } from './use-modal-dialog.ts';
import { DIALOG_Z_INDEX } from './z-index.ts';

/** Renders the active message box or confirm dialog of the dialogs store, one at a time. */
export function DialogHost(): ReactNode {
  const active = useStore($activeDialog);
  // The dialog that woke the island (client:overlay) opens right after hydration, not during it.
  const dialog = useHydrated() ? active : null;
  if (dialog === null) return null;
  // Keyed by id: each dialog mounts afresh, so it opens, focuses and restores focus on its own.
  return <ModalDialog key={dialog.id} dialog={dialog} />;
}

/** Props of ModalDialog. */
interface ModalDialogProps {
  dialog: Dialog;
}

/**
 * One dialog as a native modal <dialog> (showModal gives the focus trap, inert page and top
 * layer), labelled by its title, described by its message; focus returns to the opener.
 */
function ModalDialog({ dialog }: ModalDialogProps): ReactNode {
  const t = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(() => {
    confirmRef.current?.focus();
  });
  const titleId = useId();
  const messageId = useId();
  const end = (action: 'confirm' | 'cancel' | 'close'): void => {
    closeDialog(dialog.id, action);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    // Handled here rather than only in `cancel` so the fallback path closes on Escape too;
    // preventDefault stops the browser's own close, the store decides.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    end('close');
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>): void => {
    // The content fills the dialog box, so only a click on the backdrop targets the dialog itself.
    if (event.target === event.currentTarget) end('close');
  };

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${dialog.type}`}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      style={{ zIndex: DIALOG_Z_INDEX }}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        end('close');
      }}
      onClose={() => {
        // The browser closed it by itself (e.g. a second Escape it refuses to cancel).
        end('close');
      }}
      onClick={onBackdropClick}
    >
      <div className="ui-dialog__body">
        <div className="ui-dialog__head">
          <h2 id={titleId} className="ui-dialog__title">
            {dialog.title}
          </h2>
          <button
            type="button"
            className="ui-dialog__close"
            aria-label={t('a11y.closeDialog')}
            onClick={() => {
              end('close');
            }}
          >
            ×
          </button>
        </div>
        <p id={messageId} className="ui-dialog__message">
          {dialog.message}
        </p>
        <div className="ui-dialog__actions">
          {dialog.kind === 'confirm' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                end('cancel');
              }}
            >
              {dialog.cancelText ?? t('confirm.cancel')}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className="button"
            onClick={() => {
              end('confirm');
            }}
          >
            {dialog.confirmText ?? t(dialog.kind === 'confirm' ? 'confirm.ok' : 'messageBox.ok')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
