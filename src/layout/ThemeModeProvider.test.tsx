import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH, installMatchMedia } from '../../tests/web/matchMedia';
import { THEME_KEY, ThemeModeProvider, useThemeMode } from './ThemeModeProvider';

const ModeProbe = () => {
  const { mode, toggleMode } = useThemeMode();
  return (
    <button type="button" onClick={toggleMode}>
      {mode}
    </button>
  );
};

describe('ThemeModeProvider', () => {
  it('starts from the stored theme', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    render(
      <ThemeModeProvider>
        <ModeProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('follows the system preference when nothing is stored', () => {
    installMatchMedia(DESKTOP_WIDTH, { prefersDark: true });
    render(
      <ThemeModeProvider>
        <ModeProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('toggles and persists the choice', async () => {
    render(
      <ThemeModeProvider>
        <ModeProbe />
      </ThemeModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('is an error to use the theme outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useThemeMode())).toThrow(/ThemeModeProvider/);
    vi.restoreAllMocks();
  });

  it("keeps the app as it is when the server's copy is what this browser already shows", () => {
    localStorage.setItem(THEME_KEY, 'dark');
    const { result } = renderHook(() => useThemeMode(), { wrapper: ThemeModeProvider });
    const before = result.current;
    act(() => result.current.setPreferences({ mode: 'dark', compact: false, animations: true }));
    // The same value: nothing under the provider (the whole app) renders again for it.
    expect(result.current).toBe(before);
    act(() => result.current.setPreferences({ compact: true }));
    expect(result.current).not.toBe(before);
    expect(result.current.compact).toBe(true);
  });
});
