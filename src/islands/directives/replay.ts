// Shared by directives (each is bundled into the pages that use it): kept free of other imports.

/** Where a held event's target was, so the same element (or its equivalent) gets it again. */
interface TargetMark {
  element: Element;
  /** Child indices from the island's element down to the target. */
  path: number[];
  /** Selector of the target's identity (id, or tag with role, name, type and data attributes). */
  selector: string;
  /** Which of the island's matches of `selector` the target was. */
  index: number;
}

/** One interaction the server's HTML could not act on, made again after hydration. */
interface HeldEvent {
  type: 'click' | 'keydown';
  mark: TargetMark;
  init: MouseEventInit & KeyboardEventInit;
}

/** What holdInteractions gives its directive. */
export interface HeldInteractions {
  /** Stops holding: from the moment React listens, new events are its own. */
  stop: () => void;
  /** Stops holding and makes every held event again, in order, once each. */
  replay: () => void;
  /** How many events are held (tests). */
  count: () => number;
}

// Clicks whose effect the browser brings about without any script (a link navigates, a label
// focuses its field, a submit button submits: client:form holds that submit), and fields whose
// keys type text: making those again would act twice.
const nativeClickSelector =
  'a[href], label, summary, input, select, textarea, option, [contenteditable=""], [contenteditable="true"]';
const editableSelector = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';
// Keys that act on a control (a button, a tab) rather than move the page or type.
const actingKeys = new Set([
  'Enter',
  ' ',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);
const identityAttributes = ['role', 'name', 'type', 'aria-controls'];

/** A CSS string holding `value` (attribute values are page text: quoted, never pasted raw). */
function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/** The selector that names what an element is, whatever React does to the node. */
function identityOf(element: Element): string {
  if (element.id !== '') return `[id=${cssString(element.id)}]`;
  let selector = element.localName;
  for (const attribute of element.attributes) {
    const named = identityAttributes.includes(attribute.name) || /^data-[a-z0-9_-]+$/.test(attribute.name);
    if (named) {
      selector += `[${attribute.name}=${cssString(attribute.value)}]`;
    }
  }
  return selector;
}

function markOf(root: Element, element: Element): TargetMark {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement !== null; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  const selector = identityOf(element);
  const index = Array.prototype.indexOf.call(root.querySelectorAll(selector), element);
  return { element, path, selector, index };
}

/**
 * The held target after hydration: the same node when React kept it (the usual case), else the
 * element of the same identity and position (React rendered the island again), else the node at
 * the same place in the tree if it is still the same kind of element.
 */
function resolveMark(root: Element, mark: TargetMark): Element | null {
  if (mark.element.isConnected && root.contains(mark.element)) return mark.element;
  const same = mark.index < 0 ? undefined : root.querySelectorAll(mark.selector)[mark.index];
  if (same !== undefined) return same;
  let node: Element | undefined = root;
  for (const index of mark.path) node = node?.children[index];
  return node?.localName === mark.element.localName ? node : null;
}

function isNativeClick(target: Element): boolean {
  if (target.closest(nativeClickSelector) !== null) return true;
  const button = target.closest('button');
  return button?.type === 'submit' && button.form !== null;
}

function initOf(event: MouseEvent | KeyboardEvent): MouseEventInit & KeyboardEventInit {
  const init: MouseEventInit & KeyboardEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  };
  if (event instanceof KeyboardEvent) return { ...init, key: event.key, code: event.code };
  return {
    ...init,
    button: event.button,
    detail: event.detail,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
  };
}

/**
 * Holds the clicks and acting keys (Enter, Space, Escape, arrows, Home, End on a control that is
 * not a text field) made inside an island before it hydrated: a tap that started the island's
 * download would otherwise land on HTML with no handler and do nothing. `replay` dispatches each
 * again, as the same kind of event with the same keys and position, to the same element or its
 * equivalent, once. Clicks the browser acts on alone (links, labels, fields, submit buttons) are
 * left to the browser. A click dispatched to a not yet hydrated React root is hydrated first and
 * then handled (React's selective hydration), so the replay never reaches dead HTML.
 */
export function holdInteractions(root: Element): HeldInteractions {
  const held: HeldEvent[] = [];
  const hold = (event: Event): void => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    if (event instanceof KeyboardEvent) {
      if (!actingKeys.has(event.key) || event.isComposing) return;
      if (event.target.closest(editableSelector) !== null) return;
      held.push({ type: 'keydown', mark: markOf(root, event.target), init: initOf(event) });
      return;
    }
    if (!(event instanceof MouseEvent) || event.button !== 0 || isNativeClick(event.target)) return;
    held.push({ type: 'click', mark: markOf(root, event.target), init: initOf(event) });
  };
  const stop = (): void => {
    root.removeEventListener('click', hold, { capture: true });
    root.removeEventListener('keydown', hold, { capture: true });
  };
  root.addEventListener('click', hold, { capture: true });
  root.addEventListener('keydown', hold, { capture: true });
  return {
    stop,
    replay: () => {
      stop();
      for (const event of held.splice(0)) {
        const target = resolveMark(root, event.mark);
        if (target === null) continue;
        target.dispatchEvent(
          event.type === 'click'
            ? new MouseEvent('click', event.init)
            : new KeyboardEvent('keydown', event.init),
        );
      }
    },
    count: () => held.length,
  };
}

/**
 * Waits until the page is idle after a hydration began (React hydrates in a transition, in
 * slices of work; an idle moment comes after them), at most `timeout` ms.
 */
export function afterHydrationSettles(timeout = 300): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(
        () => {
          resolve();
        },
        { timeout },
      );
    else setTimeout(resolve, 50);
  });
}
