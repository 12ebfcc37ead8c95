// The site header's menu on narrow screens: a WAI-ARIA disclosure. The server renders the button
// and the panel it controls; CSS shows the button and folds the panel only where scripting is
// enabled (Header.astro), so without JavaScript every link stays on the page.

/** Attribute of the header's menu button; its aria-controls names the panel. */
const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';
/** Set on the panel while it is open (the header's CSS shows it then). */
export const MENU_OPEN_ATTRIBUTE = 'data-open';

/**
 * Makes `toggle` open and close the panel its aria-controls names: a click toggles it (and
 * aria-expanded), Escape inside the header closes it and puts focus back on the button, a click
 * outside closes it. Returns the function that removes the listeners.
 */
export function enhanceMenu(toggle: HTMLButtonElement): () => void {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (panel === null) return () => undefined;
  const isOpen = (): boolean => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean): void => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.toggleAttribute(MENU_OPEN_ATTRIBUTE, open);
  };
  const onToggle = (): void => {
    setOpen(!isOpen());
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !isOpen()) return;
    const target = event.target instanceof Node ? event.target : null;
    if (target !== toggle && !panel.contains(target)) return;
    setOpen(false);
    toggle.focus();
  };
  const onOutsideClick = (event: MouseEvent): void => {
    if (!isOpen() || !(event.target instanceof Node)) return;
    if (toggle.contains(event.target) || panel.contains(event.target)) return;
    setOpen(false);
  };
  setOpen(false);
  toggle.addEventListener('click', onToggle);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onOutsideClick);
  return () => {
    toggle.removeEventListener('click', onToggle);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onOutsideClick);
  };
}

/** Enhances every header menu button on the page. */
export function enhanceMenus(root: ParentNode = document): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>(`button[${MENU_TOGGLE_ATTRIBUTE}]`)) {
    enhanceMenu(toggle);
  }
}
