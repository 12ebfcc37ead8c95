// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createElement, startTransition, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ClientDirective } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPanel } from '../../../../src/islands/auth/LoginPanel.tsx';
import { LOGIN_MESSAGE_PREFIXES } from '../../../../src/islands/auth/login-messages.ts';
import formDirective from '../../../../src/islands/directives/form.ts';
import interactionDirective from '../../../../src/islands/directives/interaction.ts';
import { holdInteractions } from '../../../../src/islands/directives/replay.ts';
import { createAuthFormClient } from '../../../../src/lib/auth/form-client.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';

// The replay of a first interaction made while an island's code downloads: the pure holding and
// replaying on plain DOM, then the directives with real React hydration of server-rendered HTML,
// the way Astro's React renderer hydrates (hydrateRoot inside startTransition).

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0))
    act(() => {
      root.unmount();
    });
  cleanup();
  document.body.replaceChildren();
});

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Mounts `html` in an island element, as the server sent it. */
function island(html: string): HTMLElement {
  const element = document.createElement('astro-island');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/**
 * Runs `directive` on a server-rendered `node` and returns the island and the function that lets
 * its code "arrive" (until then the directive's load() waits, as a slow download does).
 */
function serverRendered(
  directive: ClientDirective,
  node: ReactNode,
): { el: HTMLElement; arrive: () => void } {
  const el = island(renderToString(node));
  const download = deferred();
  directive(
    async () => {
      await download.promise;
      return async () => {
        startTransition(() => {
          roots.push(hydrateRoot(el, node));
        });
        await Promise.resolve();
      };
    },
    { name: 'test', value: '' },
    el,
  );
  return { el, arrive: download.resolve };
}

/** The tabs of a tiny island: a tab button switches the panel, arrow keys move between tabs. */
function Tabs(): ReactNode {
  const [tab, setTab] = useState('one');
  return (
    <div
      role="tablist"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') setTab('two');
      }}
    >
      {['one', 'two'].map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          onClick={() => {
            setTab(name);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

describe('holdInteractions', () => {
  it('dispatches each held click and acting key again, once, in order, to the same element', () => {
    const root = island(
      '<div><button type="button" data-x="1">a</button><button type="button">b</button></div>',
    );
    const [a, b] = root.querySelectorAll('button');
    const held = holdInteractions(root);
    a?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 12, clientY: 34 }));
    b?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter', code: 'Enter' }));
    expect(held.count()).toBe(2);
    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      seen.push(
        `click ${(event.target as Element).textContent} ${String(event.clientX)},${String(event.clientY)}`,
      );
    });
    root.addEventListener('keydown', (event) => {
      seen.push(`keydown ${(event.target as Element).textContent} ${event.key}`);
    });
    held.replay();
    held.replay();
    expect(seen).toEqual(['click a 12,34', 'keydown b Enter']);
    // Stopped: a later click is the island's own, not held.
    a?.click();
    expect(held.count()).toBe(0);
    expect(seen).toHaveLength(3);
  });

  it('leaves to the browser what it does alone: links, fields, labels, submit buttons, typing', () => {
    const root = island(
      '<form><a href="#x">link</a><label for="f">label</label><input id="f"><button>send</button></form>',
    );
    // jsdom cannot submit; the browser would.
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
    });
    const held = holdInteractions(root);
    for (const element of root.querySelectorAll('a, label, input, button')) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    const input = root.querySelector('input');
    input?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    input?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: ' ' }));
    root.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    root.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 2 }));
    expect(held.count()).toBe(0);
  });

  it('reaches the equivalent element when the held one was replaced (same id, or same role and data)', () => {
    const root = island(
      '<div><button type="button" role="tab" data-tab="a">A</button><button type="button" role="tab" data-tab="b">B</button><button type="button" id="go">Go</button></div>',
    );
    const held = holdInteractions(root);
    root.querySelector('[data-tab="b"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    root.querySelector('#go')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // A render from scratch (a hydration mismatch) puts new nodes in place of the held ones.
    root.innerHTML =
      '<section><button type="button" role="tab" data-tab="a">A</button><button type="button" role="tab" data-tab="b">B</button></section><p><button type="button" id="go">Go</button></p>';
    const clicked: string[] = [];
    root.addEventListener('click', (event) => {
      clicked.push((event.target as Element).textContent);
    });
    held.replay();
    expect(clicked).toEqual(['B', 'Go']);
  });
});

describe('client:interaction and client:form replay', () => {
  it('a click on a tab while the island downloads switches the tab once React has hydrated', async () => {
    const { arrive } = serverRendered(interactionDirective, <Tabs />);
    const two = screen.getByRole('tab', { name: 'two' });
    two.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    two.click();
    // The HTML alone cannot switch it.
    expect(two.getAttribute('aria-selected')).toBe('false');
    arrive();
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: 'two' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('an arrow key on a focused tab before hydration is made again for the island', async () => {
    const { arrive } = serverRendered(interactionDirective, <Tabs />);
    const one = screen.getByRole('tab', { name: 'one' });
    one.focus();
    one.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'ArrowRight' }));
    arrive();
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: 'two' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('the /login panel: the first tap on the SMS tab opens the SMS form', async () => {
    const panel = createElement(LoginPanel, {
      i18n: islandMessages('zh', LOGIN_MESSAGE_PREFIXES),
      variant: 'page',
      redirect: '/',
      api: createAuthFormClient({ baseURL: 'http://127.0.0.1:9' }),
    });
    const { arrive } = serverRendered(formDirective, panel);
    const sms = screen.getByRole('tab', { name: '验证码登录' });
    sms.dispatchEvent(new Event('touchstart', { bubbles: true }));
    sms.click();
    expect(screen.queryByRole('form', { name: '验证码登录' })).toBeNull();
    arrive();
    expect(await screen.findByRole('form', { name: '验证码登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
  });
});
