import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ThemeMode = 'light' | 'dark';

/** localStorage key of the chosen theme (spec 2 §3). */
export const THEME_KEY = 'theme';
/** localStorage keys of the other display preferences, kept so the first paint already has them. */
export const COMPACT_KEY = 'compactMode';
export const ANIMATIONS_KEY = 'animations';

/** The user's display preferences; also saved on the server (`/api/user/preferences`). */
export interface DisplayPreferences {
  mode: ThemeMode;
  compact: boolean;
  animations: boolean;
}

interface ThemeModeValue extends DisplayPreferences {
  toggleMode: () => void;
  /** Applies preferences (those given), as the settings page or the server's copy sets them. */
  setPreferences: (preferences: Partial<DisplayPreferences>) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

const initialMode = (): ThemeMode => {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
};

const storedFlag = (key: string, fallback: boolean): boolean => {
  const stored = localStorage.getItem(key);
  return stored === null ? fallback : stored === 'true';
};

const initialPreferences = (): DisplayPreferences => ({
  mode: initialMode(),
  compact: storedFlag(COMPACT_KEY, false),
  animations: storedFlag(ANIMATIONS_KEY, true),
});

const persist = (preferences: DisplayPreferences): void => {
  localStorage.setItem(THEME_KEY, preferences.mode);
  localStorage.setItem(COMPACT_KEY, String(preferences.compact));
  localStorage.setItem(ANIMATIONS_KEY, String(preferences.animations));
};

/** Light or dark, compact or not, animated or not: from storage or the system; changed and persisted. */
export const ThemeModeProvider = ({ children }: { children: ReactNode }) => {
  const [preferences, setState] = useState<DisplayPreferences>(initialPreferences);
  const setPreferences = useCallback((changes: Partial<DisplayPreferences>) => {
    setState((current) => {
      const next = { ...current, ...changes };
      // The server's copy is most often what this browser already has: nothing to draw again.
      if (
        next.mode === current.mode &&
        next.compact === current.compact &&
        next.animations === current.animations
      )
        return current;
      persist(next);
      return next;
    });
  }, []);
  const toggleMode = useCallback(() => {
    setState((current) => {
      const next: DisplayPreferences = { ...current, mode: current.mode === 'dark' ? 'light' : 'dark' };
      persist(next);
      return next;
    });
  }, []);
  const value = useMemo(
    () => ({ ...preferences, toggleMode, setPreferences }),
    [preferences, toggleMode, setPreferences],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
};

/** The theme mode; using it outside `ThemeModeProvider` is a programming error (spec 2 §8). */
export const useThemeMode = (): ThemeModeValue => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return value;
};
