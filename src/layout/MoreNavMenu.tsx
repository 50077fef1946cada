import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { LinkBase } from 'react-admin';
import { BonusPage } from '../custom-pages/bonus';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { BonusBadge } from './BonusBadge';
import type { NavItem } from './navigation';

/** 'Mais': the header's items that do not fit on one line at this width, as a menu of links. */
export const MoreNavMenu = ({
  items,
  isActive,
}: {
  items: readonly NavItem[];
  isActive: (item: NavItem) => boolean;
}) => {
  const t = useAppTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<MoreHorizIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {t('app.nav.more')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <MenuItem
              key={item.page.path}
              component={LinkBase}
              to={item.page.path}
              onClick={close}
              selected={isActive(item)}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>
                {item.page.path === BonusPage.path ? <BonusBadge>{t(item.label)}</BonusBadge> : t(item.label)}
              </ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
