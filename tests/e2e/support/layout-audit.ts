// What the layout spec measures on a rendered page, in the browser: horizontal overflow, control
// labels squeezed onto more than two lines, tap targets under 24 x 24 px (WCAG 2.2, 2.5.8) and
// the header's destinations. Each finding names the element so a failure says what to fix.
import type { Page } from '@playwright/test';

/** What one page at one width got wrong: empty lists and zero overflow when nothing. */
export interface LayoutFindings {
  /** How many pixels the page is wider than its window (0: no horizontal scroll). */
  overflow: number;
  /** The outermost elements that stick out on the right, when the page overflows. */
  overflowing: string[];
  /** Controls whose label takes more than two lines although one and a half lines would hold it. */
  wrapped: string[];
  /** Controls smaller than 24 x 24 px that are not links inside running text. */
  small: string[];
}

/** Measures a page as laid out now. */
export function auditLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const name = (element: Element): string => {
      const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes =
        typeof element.className === 'string' && element.className !== '' ? element.className : '';
      return `<${element.localName}${classes === '' ? '' : ` class="${classes.slice(0, 60)}"`}> ${JSON.stringify(text)}`;
    };
    const shown = (element: Element): boolean => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      // Visually hidden (1 px, clipped) elements, or inside one (a table's header row on a
      // phone), are for screen readers, not fingers.
      if (box.width <= 2 || box.height <= 2) return false;
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clipped = style.clipPath !== 'none' || !['', 'auto'].includes(style.getPropertyValue('clip'));
        if (clipped && style.position === 'absolute') return false;
      }
      return true;
    };

    const overflowing: string[] = [];
    if (root.scrollWidth > width) {
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right <= width + 0.5 || box.width === 0) continue;
        const parent = element.parentElement?.getBoundingClientRect();
        if (parent !== undefined && parent.right > width + 0.5) continue;
        overflowing.push(`${name(element)} right edge at ${String(Math.round(box.right))}`);
        if (overflowing.length >= 5) break;
      }
    }

    const controls = [
      ...document.querySelectorAll(
        'a[href], button, summary, label, select, textarea, input:not([type="hidden"]), [role="button"], [role="tab"]',
      ),
    ];

    /** The distinct lines of an element's text (rects whose tops are more than half a line apart). */
    const lineCount = (element: Element): { lines: number; textWidth: number } => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const bottoms: number[] = [];
      let textWidth = 0;
      for (const rect of rects.sort((a, b) => a.top - b.top)) {
        textWidth += rect.width;
        const last = bottoms.at(-1);
        if (last === undefined || rect.top >= last - rect.height / 2) bottoms.push(rect.bottom);
        else bottoms[bottoms.length - 1] = Math.max(last, rect.bottom);
      }
      return { lines: bottoms.length, textWidth };
    };
    /** The width a control could use: its nearest non-inline ancestor's content box. */
    const room = (element: Element): number => {
      for (let node = element.parentElement; node !== null; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display.startsWith('inline') || style.display === 'contents') continue;
        return node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      }
      return width;
    };
    const blockContent =
      'h1, h2, h3, h4, h5, h6, p, div, ul, ol, img, picture, figure, table, article, section';
    /** A link in a sentence: inline, with text of its own block around it (WCAG's inline exception). */
    const inRunningText = (element: Element): boolean => {
      if (element.localName !== 'a') return false;
      if (!getComputedStyle(element).display.startsWith('inline')) return false;
      const block = element.closest(
        'p, li, td, dd, dt, figcaption, blockquote, span, small, label, h1, h2, h3, h4, h5, h6',
      );
      if (block === null) return false;
      const own = block.textContent.replace(/\s+/g, '');
      const linked = [...block.querySelectorAll('a')]
        .map((link) => link.textContent.replace(/\s+/g, ''))
        .join('');
      return own.length > linked.length;
    };

    const wrapped: string[] = [];
    const visible = controls.filter(shown);
    const targets: { control: Element; box: DOMRect }[] = [];
    for (const control of visible) {
      if (control instanceof HTMLLabelElement) {
        // A label is a target where it is the tap area of its checkbox, radio or file picker; a
        // text field's label only names the field, which is the target.
        const input = control.control;
        if (!(input instanceof HTMLInputElement) || !['checkbox', 'radio', 'file'].includes(input.type))
          continue;
      } else if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        // A checkbox or radio is tapped through its label; the label is measured instead.
        if (control.labels !== null && control.labels.length > 0) continue;
      }
      targets.push({ control, box: control.getBoundingClientRect() });
    }
    const undersized = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    /** Distance from a point to a box (0 inside it). */
    const distance = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    const small: string[] = [];
    for (const { control, box } of targets) {
      if (!undersized(box) || inRunningText(control)) continue;
      // WCAG 2.5.8's spacing exception: a 24 px circle on the target's centre touches no other
      // target, nor the circle of another undersized one.
      const here = centre(box);
      const crowded = targets.some(
        (other) =>
          other.control !== control &&
          !nested(other.control, control) &&
          (undersized(other.box)
            ? Math.hypot(here.x - centre(other.box).x, here.y - centre(other.box).y) < 24
            : distance(here, other.box) < 12),
      );
      if (crowded)
        small.push(`${name(control)} ${String(Math.round(box.width))}x${String(Math.round(box.height))}`);
    }
    for (const control of visible) {
      // Cards and headline links hold a title and more: their text is content, not a control's label.
      if (control.querySelector(blockContent) !== null || control.closest('h1, h2, h3, h4, h5, h6') !== null)
        continue;
      if (['select', 'textarea', 'input'].includes(control.localName) || inRunningText(control)) continue;
      const { lines, textWidth } = lineCount(control);
      // More than two lines for a label that one and a half lines of its room would hold: it is squeezed.
      if (lines > 2 && textWidth < 1.5 * room(control))
        wrapped.push(`${name(control)} on ${String(lines)} lines`);
    }
    return { overflow: Math.max(0, root.scrollWidth - width), overflowing, wrapped, small };
  });
}

/**
 * The header's links a visitor cannot reach: opens the header's menu button when there is one
 * (a phone), then lists every link in the banner that is not visible inside the window.
 */
export async function unreachableHeaderLinks(page: Page): Promise<string[]> {
  const banner = page.locator('header').first();
  if ((await banner.count()) === 0) return ['the page has no header'];
  const toggle = banner.locator('[aria-expanded][aria-controls]').first();
  if ((await toggle.count()) > 0 && (await toggle.isVisible())) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') return ['the menu button does not open'];
  }
  const missing = await banner.evaluate((header) =>
    [...header.querySelectorAll('a[href]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const onScreen =
          box.width > 0 && box.left >= -0.5 && box.right <= document.documentElement.clientWidth + 0.5;
        return !(link.checkVisibility({ visibilityProperty: true }) && onScreen);
      })
      .map((link) => `${link.getAttribute('href') ?? ''} ${JSON.stringify(link.textContent.trim())}`),
  );
  // Put the page back as it was found, for what is measured next.
  if (
    (await toggle.count()) > 0 &&
    (await toggle.isVisible()) &&
    (await toggle.getAttribute('aria-expanded')) === 'true'
  )
    await toggle.click();
  return missing;
}

/**
 * The header's controls that sit below its first row, as `label` strings: on a desktop-wide
 * window every link, button and field of the bar shares one row (a row is the band of the
 * topmost control; a control whose middle is below it has wrapped).
 */
export async function headerControlsBelowFirstRow(page: Page): Promise<string[]> {
  return page
    .locator('header')
    .first()
    .evaluate((header) => {
      const controls = [...header.querySelectorAll<HTMLElement>('a[href], button, input')]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      const top = Math.min(...controls.map(({ box }) => box.top));
      const bottom = Math.max(...controls.filter(({ box }) => box.top === top).map(({ box }) => box.bottom));
      return controls
        .filter(({ box }) => box.top + box.height / 2 > bottom)
        .map(
          ({ element }) =>
            element.textContent.trim() || (element.getAttribute('aria-label') ?? element.tagName),
        );
    });
}
