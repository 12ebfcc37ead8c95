import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens the <dialog> given the returned ref as a native modal while mounted (showModal gives the
 * focus trap, inert page and top layer), moves focus into it with `focus`, and on unmount closes
 * it and gives the focus back to the element that had it before.
 */
export function useModalDialog(
  focus: (dialog: HTMLDialogElement) => void,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const focusRef = useRef(focus);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Engines without <dialog> support get a plain open element; every current browser has it.
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    focusRef.current(element);
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected === true) opener.focus();
    };
  }, []);
  return ref;
}
