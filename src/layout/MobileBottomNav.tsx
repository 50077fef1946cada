import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { isActivePath } from './navigation';
import { useVisibleNavItems } from './useVisibleNavItems';

export const BOTTOM_NAV_HEIGHT = 56;

/** Phone bottom navigation: Home, WhatsApp, Kanban, Usuários, Config (spec 2 §2.3). */
export const MobileBottomNav = () => {
  const t = useAppTranslate();
  const { pathname } = useLocation();
  const items = useVisibleNavItems().filter((item) => item.bottom);
  const active = items.find((item) => isActivePath(item.page, pathname))?.page.path ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t('app.nav.label')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {items.map((item) => {
          const Icon = item.bottom?.icon ?? item.icon;
          return (
            <BottomNavigationAction
              key={item.page.path}
              value={item.page.path}
              component={LinkBase}
              to={item.page.path}
              label={t(item.bottom?.label ?? item.label)}
              icon={<Icon />}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
};
