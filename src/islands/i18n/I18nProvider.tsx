import i18next, { type i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { IslandMessages } from '../../lib/i18n/island.ts';

/** Props of I18nProvider: the island's messages (from islandMessages on the server). */
export interface I18nProviderProps {
  i18n: IslandMessages;
  children: ReactNode;
}

// Server renders pass the same messages object to every island of a kind (islandMessages
// returns one object per selection), so its instance is built once, not on every render.
const instances = new WeakMap<IslandMessages, i18n>();

/** A ready i18next instance holding only the island's messages, in its locale. */
function createIslandI18n(props: IslandMessages): i18n {
  const cached = instances.get(props);
  if (cached) return cached;
  const { locale, messages } = props;
  const instance = i18next.createInstance();
  // initAsync false: the resources are in memory, so the first render already has its texts
  // (hydration must produce the same markup as the server).
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  instances.set(props, instance);
  return instance;
}

/** Gives the island's components `useT()`; one i18next instance per distinct messages prop. */
export function I18nProvider({ i18n: props, children }: I18nProviderProps): ReactNode {
  // A shared global instance would let one island's messages or locale leak into another's.
  const instance = useMemo(() => createIslandI18n(props), [props]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
