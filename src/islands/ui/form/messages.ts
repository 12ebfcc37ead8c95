/**
 * Message prefixes of the panel-look islands (management centre lists and forms, apply and trip
 * forms): the kit's words, the list states and page links; one selection, so their pages
 * embed the same messages.
 */
export const FORM_MESSAGE_PREFIXES: readonly string[] = [
  'form.',
  'phone.',
  'manager.common.',
  'manager.empty.',
  'pagination.',
  'api.requestFailed',
];
