import MoreVertIcon from '@mui/icons-material/MoreVert';
import { AppBar, Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Toolbar } from '@mui/material';
import { useState } from 'react';
import { LinkBase } from 'react-admin';
import { BonusPage } from '../custom-pages/bonus';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { BonusBadge } from './BonusBadge';
import { Brand } from './Brand';
import { LogoutButton } from './LogoutButton';
import { NotificationBell } from './NotificationBell';
import { ThemeToggleButton } from './ThemeToggleButton';
import { useVisibleNavItems } from './useVisibleNavItems';

/** Phone (≤ 768 px): dark header; items that are not in the bottom bar live in its menu. */
export const MobileHeader = () => {
  const t = useAppTranslate();
  const extraItems = useVisibleNavItems().filter((item) => !item.bottom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <AppBar position="sticky" elevation={2} sx={{ bgcolor: 'grey.900', color: 'common.white' }}>
      <Toolbar variant="dense" sx={{ gap: 0.5 }}>
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <ThemeToggleButton />
        <IconButton
          color="inherit"
          aria-label={t('app.nav.more')}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
          {extraItems.map((item) => {
            const Icon = item.icon;
            return (
              <MenuItem key={item.page.path} component={LinkBase} to={item.page.path} onClick={close}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>
                  {item.page.path === BonusPage.path ? (
                    <BonusBadge>{t(item.label)}</BonusBadge>
                  ) : (
                    t(item.label)
                  )}
                </ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
        <LogoutButton compact />
      </Toolbar>
    </AppBar>
  );
};
