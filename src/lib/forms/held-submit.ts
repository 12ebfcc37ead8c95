/**
 * Set by the `client:form` directive on a form submitted before its island hydrated (the submit
 * was stopped); the island's form hook clears it and submits again once it holds the typed values.
 */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';
