// The floor plan's search while typing: stands whose code or exhibitor holds every word get
// `is-match`, and the status line says how many. The page's GET form does the same on the server
// without JavaScript; this only saves the round trip. No imports: it is the plan page's only script.

/**
 * Whether a stand's code and exhibitor name hold every word of the search (case-insensitive); an
 * empty search finds nothing.
 * @example standTextMatches('1A02', 'Nova Tools', 'nova 1a') // true
 */
export function standTextMatches(code: string, name: string, q: string): boolean {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return false;
  const text = `${code} ${name}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Wires the plan page's search box to highlight the stands as the visitor types. */
export function highlightStands(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('[data-plan-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = form?.querySelector<HTMLElement>('[data-plan-status]');
  if (input === null || input === undefined) return;
  const stands = [...root.querySelectorAll<SVGElement>('.stand[data-code]')];
  const update = () => {
    const q = input.value.trim();
    let count = 0;
    for (const stand of stands) {
      const match = standTextMatches(stand.dataset.code ?? '', stand.dataset.name ?? '', q);
      stand.classList.toggle('is-match', match);
      if (match) count += 1;
    }
    if (status === null || status === undefined) return;
    const template = status.dataset.template ?? '';
    status.textContent = q === '' ? '' : template.replace('{count}', String(count)).replace('{q}', q);
  };
  input.addEventListener('input', update);
}

/**
 * Scrolls each hall's frame sideways to its first chosen stand: on a phone the drawing is wider
 * than the screen, and the stand the visitor is going to may lie beyond its right edge.
 */
export function showChosenStands(root: Document): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-plan-frame]')) {
    const stand = frame.querySelector<SVGElement>('.stand.is-chosen');
    if (stand === null || frame.scrollWidth <= frame.clientWidth) continue;
    const offset = stand.getBoundingClientRect().left - frame.getBoundingClientRect().left;
    frame.scrollLeft = Math.max(0, offset - frame.clientWidth / 3);
  }
}
