// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceMenu, enhanceMenus, MENU_OPEN_ATTRIBUTE } from '../../../src/scripts/header-menu.ts';

// The header's narrow-screen menu as a disclosure: the button's aria-expanded and the panel's
// open state move together; Escape and a click outside close it.

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

/** The header's markup as the server renders it. */
function header(): { toggle: HTMLButtonElement; panel: HTMLElement; link: HTMLAnchorElement } {
  document.body.innerHTML = `
    <header>
      <button type="button" aria-expanded="false" aria-controls="site-menu" data-menu-toggle>Menu</button>
      <div id="site-menu"><nav><a href="/wiki">Wiki</a></nav></div>
    </header>
    <main><p>Content</p></main>`;
  const toggle = document.querySelector('button');
  const panel = document.getElementById('site-menu');
  const link = document.querySelector('a');
  if (toggle === null || panel === null || link === null) throw new Error('header markup missing');
  return { toggle, panel, link };
}

function escape(from: Element): void {
  from.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

describe('enhanceMenu', () => {
  it('opens and closes the panel with the button, aria-expanded saying which', () => {
    const { toggle, panel } = header();
    stops.push(enhanceMenu(toggle));
    expect(panel.hasAttribute(MENU_OPEN_ATTRIBUTE)).toBe(false);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute(MENU_OPEN_ATTRIBUTE)).toBe(true);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute(MENU_OPEN_ATTRIBUTE)).toBe(false);
  });

  it('Escape from a link inside closes the panel and puts focus back on the button', () => {
    const { toggle, panel, link } = header();
    stops.push(enhanceMenu(toggle));
    toggle.click();
    link.focus();
    escape(link);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute(MENU_OPEN_ATTRIBUTE)).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('Escape elsewhere on the page leaves the menu alone; a click outside closes it', () => {
    const { toggle } = header();
    stops.push(enhanceMenu(toggle));
    toggle.click();
    const outside = document.querySelector('main p');
    if (outside === null) throw new Error('content missing');
    escape(outside);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('enhanceMenus finds the server-rendered button', () => {
    const { toggle } = header();
    enhanceMenus();
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
