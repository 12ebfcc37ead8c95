import type { ClientDirective } from 'astro';
import interactionDirective from './interaction.ts';

// The names match SUBMIT_HELD_ATTRIBUTE in src/lib/forms/held-submit.ts (read by useAuthForm).
const submitHeldAttribute = 'data-submit-held';

/**
 * `client:form`: a form island (the /login panel) that loads no React until it is needed. It
 * hydrates on the first focus, pointer, touch or key inside it (as `client:interaction`), or at
 * idle when the visitor has a session (an access_token cookie: the panel then says who is logged
 * in). A submit made before hydration (Enter or a click while the code still downloads) is held:
 * the form is marked and the island submits it again, with what was typed, once it has taken
 * the fields over. Without JavaScript the forms post to their own page and nothing leaks.
 */
const formDirective: ClientDirective = (load, options, el) => {
  let hydration: Promise<void> | undefined;
  let hydrated = false;
  const hydrateOnce = (): Promise<void> =>
    (hydration ??= load()
      .then((hydrate) => hydrate())
      .then(() => {
        hydrated = true;
      }));
  interactionDirective(() => Promise.resolve(hydrateOnce), options, el);
  el.addEventListener(
    'submit',
    (event) => {
      if (hydrated || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.target.setAttribute(submitHeldAttribute, '');
      void hydrateOnce();
    },
    { capture: true },
  );
  if (/(?:^|;\s*)access_token=[^;]/.test(document.cookie)) {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void hydrateOnce(), { timeout: 2000 });
    else setTimeout(() => void hydrateOnce(), 200);
  }
};

export default formDirective;
