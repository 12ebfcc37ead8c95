import type { FormValues } from './form-fields.ts';

// A save refused because another editor saved the item first (412): the form keeps the editor's
// own texts and shows, for each input the other editor changed to something else than this
// editor has, both side by side, so nothing either of them wrote is lost. An input only this
// editor changed is no conflict: their text simply stays.

/** One input where the two editors' values differ. */
export interface ConflictField {
  name: string;
  mine: string;
  theirs: string;
}

/**
 * The inputs the other editor changed from `base` (what this form started from) to a value that
 * differs from this editor's.
 * @example conflictFields({ 'name.en': 'A' }, { 'name.en': 'Mine' }, { 'name.en': 'Theirs' }) // [{ name: 'name.en', mine: 'Mine', theirs: 'Theirs' }]
 */
export function conflictFields(
  base: Readonly<FormValues>,
  mine: Readonly<FormValues>,
  theirs: Readonly<FormValues>,
): ConflictField[] {
  return Object.keys(theirs)
    .filter(
      (name) => (theirs[name] ?? '') !== (base[name] ?? '') && (mine[name] ?? '') !== (theirs[name] ?? ''),
    )
    .map((name) => ({ name, mine: mine[name] ?? '', theirs: theirs[name] ?? '' }));
}
