// Lazy images: an image loads when it comes within 50px of the viewport and
// falls back to the placeholder when it fails. Without JavaScript crawlers still find the
// real address in data-src and in the JSON-LD and noscript-free alt text of the page.
import { lazyRootMargin, showPlaceholder } from '../lib/content/image.ts';

function load(image: HTMLImageElement): void {
  const source = image.dataset.src;
  if (source === undefined) return;
  delete image.dataset.src;
  image.src = source;
}

function watchFailures(image: HTMLImageElement): void {
  image.addEventListener('error', () => {
    showPlaceholder(image);
  });
}

const lazy = [...document.querySelectorAll<HTMLImageElement>('img[data-lazy]')];
for (const image of [...lazy, ...document.querySelectorAll<HTMLImageElement>('img[data-fallback]')]) {
  watchFailures(image);
  if (image.complete && image.naturalWidth === 0 && !image.dataset.src) showPlaceholder(image);
}
if ('IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: lazyRootMargin },
  );
  for (const image of lazy) observer.observe(image);
} else {
  for (const image of lazy) load(image);
}
