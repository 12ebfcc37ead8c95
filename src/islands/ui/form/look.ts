import { createContext, useContext } from 'react';

// The portal's forms come in three page styles with their own stylesheets: the management
// centre's panels (also the apply and trip pages), the checkout pages and the login panel. The
// kit renders every field the same way and takes the class names of the form's look, so each
// page keeps its markup and CSS.

/** The page style of a form. */
export type FieldLook = 'panel' | 'checkout' | 'login';

/** The class names of one look. */
export interface LookClasses {
  field: string;
  /** Added to `field` while the field has an error. */
  invalid?: string;
  label?: string;
  /** The input and select of the look (the checkout styles them by element). */
  control?: string;
  /** The row holding the input and its addon (the login look's code and password buttons). */
  row?: string;
  hint: string;
  error: string;
  submit: string;
}

/** The class names of each look. */
export const lookClasses: Record<FieldLook, LookClasses> = {
  panel: {
    field: 'ui-field',
    invalid: 'ui-field--invalid',
    label: 'ui-field__label',
    control: 'input',
    hint: 'mgr-hint',
    error: 'ui-field__error',
    submit: 'button',
  },
  checkout: {
    field: 'checkout-field',
    control: 'input',
    hint: 'checkout-hint',
    error: 'checkout-error',
    submit: 'button checkout-submit',
  },
  login: {
    field: 'auth-field',
    invalid: 'auth-field--invalid',
    label: 'auth-field__label',
    control: 'auth-field__input',
    row: 'auth-field__row',
    hint: 'auth-field__hint',
    error: 'auth-field__error',
    submit: 'button auth-form__submit',
  },
};

/** Sets the look of the fields inside it; fields outside any provider take the panel look. */
export const FieldLookContext = createContext<FieldLook>('panel');

/** The look of the enclosing form. */
export function useFieldLook(): FieldLook {
  return useContext(FieldLookContext);
}
