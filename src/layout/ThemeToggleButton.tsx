import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { Hint } from '../ui/Hint';
import { toServer } from './preferences';
import { useThemeMode } from './ThemeModeProvider';

export const ThemeToggleButton = () => {
  const t = useAppTranslate();
  const { mode, compact, animations, toggleMode } = useThemeMode();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toggle = () => {
    toggleMode();
    // The user's own preference, saved on the server too; a failure keeps it on this device.
    const next = mode === 'dark' ? 'light' : 'dark';
    void dataProvider.savePreferences(toServer({ mode: next, compact, animations })).catch(() => undefined);
  };
  const label = t(mode === 'dark' ? 'app.layout.themeToLight' : 'app.layout.themeToDark');
  return (
    <Hint title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Hint>
  );
};
