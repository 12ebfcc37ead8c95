// Overlay layering: dialogs above the base, toasts above dialogs. The page CSS mirrors the base
// as --z-base in src/styles/global.css. Native modal dialogs render in the browser's top layer,
// above every z-index; these values order everything else (and the dialog fallback where
// showModal is missing).

/** Base z-index of overlays; each overlay layer sits at or above it. */
export const BASE_Z_INDEX = 2000;
/** z-index of modal dialogs on the fallback path. */
export const DIALOG_Z_INDEX = BASE_Z_INDEX + 10;
/** z-index of toasts. */
export const TOAST_Z_INDEX = BASE_Z_INDEX + 20;
