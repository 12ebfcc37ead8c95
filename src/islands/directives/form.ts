import type { ClientDirective } from 'astro';
import { SUBMIT_HELD_ATTRIBUTE } from '../../lib/forms/held-submit.ts';
import { hydrateOnInteraction } from './interaction.ts';
import { atIdleWithSession } from './session-cookie.ts';

/**
 * `client:form`: a form island (the /login panel) that loads no React until it is needed. It
 * hydrates on the first focus, pointer, touch, click or key inside it (as `client:interaction`,
 * whose held clicks and keys are made again after hydration: a first tap on a tab switches it),
 * or at idle when the visitor has a session (an access_token cookie: the panel then says who is
 * logged in). A submit made before hydration (Enter or a click while the code still downloads)
 * is held: the form is marked and the island submits it again, with what was typed, once it has
 * taken the fields over. Without JavaScript the forms post to their own page and nothing leaks.
 */
const formDirective: ClientDirective = (load, _options, el) => {
  let hydrated = false;
  const start = hydrateOnInteraction(el, async () => {
    const hydrate = await load();
    await hydrate();
    hydrated = true;
  });
  el.addEventListener(
    'submit',
    (event) => {
      if (hydrated || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.target.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
      start();
    },
    { capture: true },
  );
  atIdleWithSession(start);
};

export default formDirective;
