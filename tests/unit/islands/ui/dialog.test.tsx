// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OVERLAY_MESSAGE_PREFIXES, OverlayHost } from '../../../../src/islands/ui/OverlayHost.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import {
  $activeDialog,
  $dialogs,
  closeAllDialogs,
  closeDialog,
  confirm,
  DialogDismissedError,
  showMessageBox,
} from '../../../../src/lib/stores/dialogs.ts';
import { clearToasts, showToast } from '../../../../src/lib/stores/toast.ts';

// jsdom has HTMLDialogElement but no showModal/close. This stands in for the browser's part
// only (open attribute, close event); what the component does with the dialog stays real.
const modalCalls: string[] = [];
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('already open', 'InvalidStateError');
    modalCalls.push('showModal');
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  closeAllDialogs();
  cleanup();
  cleanStores($dialogs, $activeDialog);
  clearToasts();
  modalCalls.length = 0;
});

function renderHost(locale: 'zh' | 'en' = 'en') {
  return render(
    <>
      <button type="button">opener</button>
      <OverlayHost i18n={islandMessages(locale, OVERLAY_MESSAGE_PREFIXES)} />
    </>,
  );
}

/** Settles a promise into a plain record, so a test can look at it without awaiting forever. */
function track(promise: Promise<void>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; error?: unknown } = { status: 'pending' };
  promise.then(
    () => {
      state.status = 'resolved';
    },
    (error: unknown) => {
      state.status = 'rejected';
      state.error = error;
    },
  );
  return state;
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('dialogs store', () => {
  it('resolves confirm on confirm', async () => {
    const result = confirm({ title: 'T', message: 'M' });
    const dialog = $activeDialog.get();
    expect(dialog).toMatchObject({ kind: 'confirm', title: 'T', message: 'M', type: 'info' });
    closeDialog(dialog?.id ?? 0, 'confirm');
    await expect(result).resolves.toBeUndefined();
    expect($activeDialog.get()).toBeNull();
  });

  it.each(['cancel', 'close'] as const)('rejects confirm on %s with the action', async (action) => {
    const result = confirm({ title: 'T', message: 'M' });
    closeDialog($activeDialog.get()?.id ?? 0, action);
    const error: unknown = await result.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DialogDismissedError);
    expect((error as DialogDismissedError).action).toBe(action);
  });

  it('resolves a message box however it is closed', async () => {
    const result = showMessageBox({ title: 'T', message: 'M', type: 'success' });
    expect($activeDialog.get()?.type).toBe('success');
    closeDialog($activeDialog.get()?.id ?? 0, 'close');
    await expect(result).resolves.toBeUndefined();
  });

  it('shows queued dialogs one at a time, in order, and ignores unknown ids', () => {
    void showMessageBox({ title: 'first', message: '' });
    void confirm({ title: 'second', message: '' }).catch(() => undefined);
    expect($activeDialog.get()?.title).toBe('first');
    closeDialog(9999, 'confirm');
    expect($dialogs.get()).toHaveLength(2);
    closeDialog($activeDialog.get()?.id ?? 0, 'confirm');
    expect($activeDialog.get()?.title).toBe('second');
  });

  it('closeAllDialogs rejects pending confirms as close', async () => {
    const result = confirm({ title: 'T', message: 'M' });
    closeAllDialogs();
    await expect(result).rejects.toMatchObject({ action: 'close' });
    expect($dialogs.get()).toEqual([]);
  });
});

describe('OverlayHost dialogs', () => {
  it('opens a message box as a modal dialog named by its title and resolves on OK', async () => {
    renderHost('zh');
    let result = track(Promise.resolve());
    act(() => {
      result = track(showMessageBox({ title: '提交成功', message: '我们会尽快处理', type: 'success' }));
    });
    const dialog = screen.getByRole('dialog', { name: '提交成功' });
    expect(modalCalls).toEqual(['showModal']);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '我们会尽快处理',
    );
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await flush();
    expect(result.status).toBe('resolved');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirm: the confirm button resolves, with custom button texts', async () => {
    renderHost();
    let result = track(Promise.resolve());
    act(() => {
      result = track(
        confirm({
          title: 'Delete visitor?',
          message: 'This cannot be undone.',
          confirmText: 'Delete',
          cancelText: 'Keep',
        }),
      );
    });
    expect(screen.getByRole('button', { name: 'Keep' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await flush();
    expect(result.status).toBe('resolved');
  });

  it.each([
    [
      'the cancel button',
      'cancel',
      async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the close button',
      'close',
      async () => userEvent.click(screen.getByRole('button', { name: 'Close dialog' })),
    ],
    ['Escape', 'close', async () => userEvent.keyboard('{Escape}')],
    ['a click on the backdrop', 'close', async () => userEvent.click(screen.getByRole('dialog'))],
    [
      "the browser's cancel event",
      'close',
      () => {
        fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
        return Promise.resolve();
      },
    ],
  ] as const)('confirm: %s rejects with action %s', async (_how, action, dismiss) => {
    renderHost();
    let result = track(Promise.resolve());
    act(() => {
      result = track(confirm({ title: 'Sure?', message: 'Really?' }));
    });
    expect(screen.getByRole('dialog', { name: 'Sure?' })).toBeTruthy();
    await dismiss();
    await flush();
    expect(result.status).toBe('rejected');
    expect(result.error).toBeInstanceOf(DialogDismissedError);
    expect((result.error as DialogDismissedError).action).toBe(action);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click inside the dialog does not close it', async () => {
    renderHost();
    act(() => {
      void confirm({ title: 'Sure?', message: 'Really?' }).catch(() => undefined);
    });
    await userEvent.click(screen.getByText('Really?'));
    expect(screen.getByRole('dialog', { name: 'Sure?' })).toBeTruthy();
  });

  it('focuses its confirm button and gives focus back to the opener when closed', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => {
      void confirm({ title: 'Sure?', message: 'Really?' }).catch(() => undefined);
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('shows the next queued dialog after the first closes', async () => {
    renderHost();
    act(() => {
      void showMessageBox({ title: 'One', message: '' });
      void showMessageBox({ title: 'Two', message: '' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Two' })).toBeTruthy();
    expect(modalCalls).toEqual(['showModal', 'showModal']);
  });

  it('renders toasts next to dialogs', () => {
    renderHost();
    act(() => {
      showToast({ message: 'Saved', type: 'success' });
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });
});
