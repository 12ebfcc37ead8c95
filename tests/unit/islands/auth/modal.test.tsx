// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginModal } from '../../../../src/islands/auth/LoginModal.tsx';
import loginDirective from '../../../../src/islands/directives/login.ts';
import { createAuthFormClient } from '../../../../src/lib/auth/form-client.ts';
import { LOGIN_PENDING_ATTRIBUTE } from '../../../../src/lib/stores/overlay-signal.ts';
import { openLoginModal } from '../../../../src/lib/stores/user.ts';
import { $loginModal } from '../../../../src/lib/stores/user-state.ts';

// The modal island and its client:login directive. No API call is made here: the modal only
// opens and closes (the panel's calls are covered in auth-login-panel.test.tsx).

beforeAll(() => {
  // jsdom has no <dialog> modal support; the island falls back to the open attribute.
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true });
});
afterEach(async () => {
  cleanup();
  await allTasks();
  cleanStores($loginModal);
  $loginModal.set(false);
  document.documentElement.removeAttribute(LOGIN_PENDING_ATTRIBUTE);
});

const api = createAuthFormClient({ baseURL: 'http://127.0.0.1:9' });

describe('LoginModal', () => {
  it('renders nothing until asked, then a labelled dialog with the login panel', async () => {
    render(<LoginModal locale="zh" api={api} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      openLoginModal();
    });
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    expect(dialog.querySelector('form[aria-label="密码登录"]')).not.toBeNull();
  });

  it('takes a login request made before it hydrated (the trigger click)', async () => {
    document.documentElement.setAttribute(LOGIN_PENDING_ATTRIBUTE, '');
    render(<LoginModal locale="zh" api={api} />);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(document.documentElement.hasAttribute(LOGIN_PENDING_ATTRIBUTE)).toBe(false);
    expect($loginModal.get()).toBe(true);
  });

  it('closes on the close button and on Escape, and the store agrees', async () => {
    const user = userEvent.setup();
    render(<LoginModal locale="en" api={api} />);
    act(() => {
      openLoginModal();
    });
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($loginModal.get()).toBe(false);
    act(() => {
      openLoginModal();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect($loginModal.get()).toBe(false);
  });
});

describe('client:login', () => {
  function setUp() {
    document.body.innerHTML =
      '<a href="/login?redirect=%2F" data-login-trigger>登录</a><a href="/x">other</a>';
    const hydrate = vi.fn();
    const load = vi.fn(() => Promise.resolve(hydrate));
    const events: string[] = [];
    const listener = (event: Event): void => {
      events.push(event.type);
    };
    window.addEventListener('portal:login', listener);
    loginDirective(load, { name: 'LoginModal', value: '' }, document.createElement('astro-island'));
    const [trigger, other] = [...document.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
    return {
      load,
      hydrate,
      events,
      trigger,
      other,
      stop: () => {
        window.removeEventListener('portal:login', listener);
      },
    };
  }

  it('loads nothing until a trigger is used; a plain click opens the modal instead of the link', async () => {
    const { load, hydrate, events, trigger, other, stop } = setUp();
    other.click();
    expect(load).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    trigger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(LOGIN_PENDING_ATTRIBUTE)).toBe(true);
    expect(events).toEqual(['portal:login']);
    await waitFor(() => {
      expect(hydrate).toHaveBeenCalledTimes(1);
    });
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves modified clicks (new tab) to the link', () => {
    const { load, trigger, stop } = setUp();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    trigger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('starts loading when a trigger is focused, without opening', async () => {
    const { load, hydrate, trigger, stop } = setUp();
    trigger.focus();
    await waitFor(() => {
      expect(hydrate).toHaveBeenCalledTimes(1);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(LOGIN_PENDING_ATTRIBUTE)).toBe(false);
    stop();
  });
});
