/** The theme as React state; the rules themselves live in theme-store.ts (also used by the public pages' script). */
import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  currentTheme,
  savedTheme,
  setTheme,
  systemTheme,
  themeListeners,
  type Theme,
} from './theme-store';

export { applyTheme, currentTheme, setTheme, type Theme } from './theme-store';

function subscribe(listener: () => void) {
  themeListeners.add(listener);
  const media =
    typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  // Follow the system while the user has made no choice.
  const onSystemChange = () => {
    if (!savedTheme()) {
      applyTheme(systemTheme());
      listener();
    }
  };
  media?.addEventListener?.('change', onSystemChange);
  return () => {
    themeListeners.delete(listener);
    media?.removeEventListener?.('change', onSystemChange);
  };
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
