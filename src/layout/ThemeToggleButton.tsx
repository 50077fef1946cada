import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { useThemeMode } from './ThemeModeProvider';

export const ThemeToggleButton = () => {
  const t = useAppTranslate();
  const { mode, toggleMode } = useThemeMode();
  const label = t(mode === 'dark' ? 'app.layout.themeToLight' : 'app.layout.themeToDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleMode} aria-label={label}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
};
