/**
 * Light/dark theme: starts from the saved choice, else the system setting, and toggles the `dark` class on
 * <html>. `public/theme-init.js` applies the same rule before first paint.
 */
export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
/** Called whenever the theme changes (the React hook subscribes here). */
export const themeListeners = new Set<() => void>();

export function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function currentTheme(): Theme {
  return savedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  applyTheme(theme);
  themeListeners.forEach((listener) => listener());
}
