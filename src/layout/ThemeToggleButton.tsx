import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { savePreferences } from './preferencesApi';
import { useThemeMode } from './ThemeModeProvider';

export const ThemeToggleButton = () => {
  const t = useAppTranslate();
  const { mode, compact, animations, toggleMode } = useThemeMode();
  const toggle = () => {
    toggleMode();
    // The user's own preference, saved on the server too; a failure keeps it on this device.
    const next = mode === 'dark' ? 'light' : 'dark';
    void savePreferences({ mode: next, compact, animations }).catch(() => undefined);
  };
  const label = t(mode === 'dark' ? 'app.layout.themeToLight' : 'app.layout.themeToDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
};
