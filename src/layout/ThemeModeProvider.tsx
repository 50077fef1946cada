import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ThemeMode = 'light' | 'dark';

/** localStorage key of the chosen theme (spec 2 §3). */
export const THEME_KEY = 'theme';

interface ThemeModeValue {
  mode: ThemeMode;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

const initialMode = (): ThemeMode => {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
};

/** Light or dark, from the stored choice or the system preference; toggled and persisted. */
export const ThemeModeProvider = ({ children }: { children: ReactNode }) => {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  const toggleMode = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      localStorage.setItem(THEME_KEY, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
};

/** The theme mode; using it outside `ThemeModeProvider` is a programming error (spec 2 §8). */
export const useThemeMode = (): ThemeModeValue => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return value;
};
