// The messages of the login panel and modal. The /login page passes them to its panel as a prop;
// the modal every page hosts imports both locales' from virtual:island-messages/login, a module the
// build writes (src/build/island-messages-modules.ts), so they travel in the modal's script, loaded
// on the first login click, instead of in every page's HTML, where few readers ever open it.

/** Message prefixes the login panel and modal need. */
export const LOGIN_MESSAGE_PREFIXES: readonly string[] = [
  'login.',
  'phone.',
  'a11y.showPassword',
  'a11y.hidePassword',
  'a11y.closeDialog',
];
