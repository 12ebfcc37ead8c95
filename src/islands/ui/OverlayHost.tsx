import type { ReactNode } from 'react';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { TOAST_TEXT_PREFIXES } from '../../lib/stores/toast-text.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { DialogHost } from './DialogHost.tsx';
import { ToastHost } from './ToastHost.tsx';
import './ui.css';

/** Message prefixes OverlayHost needs; pass islandMessages(locale, OVERLAY_MESSAGE_PREFIXES). */
export const OVERLAY_MESSAGE_PREFIXES: readonly string[] = [
  ...TOAST_TEXT_PREFIXES,
  'toast.',
  'confirm.',
  'messageBox.',
  'a11y.closeDialog',
];

/** Props of OverlayHost. */
export interface OverlayHostProps {
  i18n: IslandMessages;
}

/** The page's one overlay island: toasts and the active dialog. Mount once per page (the layout does). */
export function OverlayHost({ i18n }: OverlayHostProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ToastHost />
      <DialogHost />
    </I18nProvider>
  );
}
