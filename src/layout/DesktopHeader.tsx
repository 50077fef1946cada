import { AppBar, Box, Button, Toolbar, useMediaQuery } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { BonusPage } from '../custom-pages/bonus';
import { CrmDotLink } from '../custom-pages/crm/CrmDotLink';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { BonusBadge } from './BonusBadge';
import { Brand } from './Brand';
import { BRAND_NAME_MAX, headerWidth, tightWidths } from './headerFit';
import { LogoutButton } from './LogoutButton';
import { MoreNavMenu } from './MoreNavMenu';
import { NotificationBell } from './NotificationBell';
import { isActivePath, type NavItem } from './navigation';
import { useOwnBranding } from './ownBranding';
import { ThemeToggleButton } from './ThemeToggleButton';
import { useVisibleNavItems } from './useVisibleNavItems';
import { useWidthsReached } from './useWidthsReached';

const NavButton = ({
  item,
  active,
  outlined,
  withIcon,
}: {
  item: NavItem;
  active: boolean;
  outlined: boolean;
  withIcon: boolean;
}) => {
  const t = useAppTranslate();
  const Icon = item.icon;
  return (
    <Button
      component={LinkBase}
      to={item.page.path}
      color="inherit"
      size="small"
      variant={outlined ? 'outlined' : 'text'}
      startIcon={withIcon ? <Icon /> : undefined}
      aria-current={active ? 'page' : undefined}
      sx={{
        textTransform: 'none',
        whiteSpace: 'nowrap',
        ...(outlined
          ? {}
          : { borderRadius: 0, borderBottom: 2, borderColor: active ? 'currentColor' : 'transparent' }),
      }}
    >
      {item.page.path === BonusPage.path ? <BonusBadge>{t(item.label)}</BonusBadge> : t(item.label)}
    </Button>
  );
};

/**
 * Desktop (> 768 px): the blue header with links, admin items, buttons, theme and 'Sair', always on
 * one line. The outlined buttons stay in the bar only where the role's whole header fits (a seller's
 * four at 1280 px); otherwise they join 'Mais opções'. Where not even every link fits (a tablet),
 * the header dresses tight (shorter brand, 'Sair' as an icon) and keeps the first links that fit,
 * the others joining 'Mais' too. Icons show only where they fit as well.
 */
export const DesktopHeader = () => {
  const t = useAppTranslate();
  const { pathname } = useLocation();
  const items = useVisibleNavItems();
  const { data: branding } = useOwnBranding();
  const brand = branding?.whiteLabel
    ? { name: branding.name, withLogo: branding.logoUrl !== null }
    : { name: t('app.common.brand'), withLogo: false };
  const links = items.filter((item) => item.desktop === 'link');
  const buttons = items.filter((item) => item.desktop === 'button');
  const menuOnly = items.filter((item) => item.desktop === 'more');
  const labels = (list: readonly NavItem[]) => list.map((item) => t(item.label));
  const inline = { links: labels(links), buttons: labels(buttons), withMore: menuOnly.length > 0, brand };
  const compact = {
    links: labels(links),
    buttons: [],
    withMore: buttons.length + menuOnly.length > 0,
    brand,
  };
  const query = (width: number) => `(min-width:${width}px)`;
  const roomy = useMediaQuery(query(headerWidth({ ...inline, withIcons: false })), { noSsr: true });
  const allLinks = useMediaQuery(query(headerWidth({ ...compact, withIcons: false })), { noSsr: true });
  const iconsFit = useMediaQuery(query(headerWidth({ ...(roomy ? inline : compact), withIcons: true })), {
    noSsr: true,
  });
  const tightCount = Math.max(0, useWidthsReached(tightWidths(labels(links), brand)) - 1);
  const tight = !allLinks;
  const shownLinks = tight ? links.slice(0, tightCount) : links;
  const more = roomy ? menuOnly : [...links.slice(shownLinks.length), ...buttons, ...menuOnly];
  const isActive = (item: NavItem) => isActivePath(item.page, pathname);
  const render = (kind: NavItem['desktop']) =>
    (kind === 'link' ? shownLinks : roomy ? buttons : []).map((item) => (
      <NavButton
        key={item.page.path}
        item={item}
        active={isActivePath(item.page, pathname)}
        outlined={kind === 'button'}
        withIcon={iconsFit && !tight}
      />
    ));
  return (
    <AppBar position="sticky" color="primary" elevation={2}>
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, py: 0.5 }}>
        <Brand maxNameWidth={BRAND_NAME_MAX[tight ? 'tight' : 'full']} />
        <Box
          component="nav"
          aria-label={t('app.nav.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
        >
          {render('link')}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {render('button')}
          <MoreNavMenu items={more} isActive={isActive} />
          <NotificationBell />
          <CrmDotLink />
          <ThemeToggleButton />
          <LogoutButton compact={tight} />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
