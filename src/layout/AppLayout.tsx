import { Box } from '@mui/material';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useLocation } from 'react-admin';
import { PartnerKeepAlive } from '../custom-pages/crm/PartnerKeepAlive';
import { DesktopHeader } from './DesktopHeader';
import { useFrameBootstrap } from './frameBootstrap';
import { IdleSessionGuard } from './IdleSessionGuard';
import { LeadAssignedToast } from './LeadAssignedToast';
import { PageLoading } from './Loading';
import { BOTTOM_NAV_HEIGHT, MobileBottomNav } from './MobileBottomNav';
import { MobileHeader } from './MobileHeader';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PlanBanners } from './PlanBanners';
import { PreferencesSync } from './PreferencesSync';
import { useIsMobile } from './useIsMobile';
import { usePrefetchPages, useWarmLinks } from './usePrefetchPages';
import { useVisibleNavItems } from './useVisibleNavItems';

// The frame's parts take no props: made once here, they render again only for their own state and
// contexts, not each time the layout does (react-admin renders it again as its routes, the session
// check and the resources settle, several times before the first screen is painted).
const DESKTOP_HEADER = <DesktopHeader />;
const MOBILE_HEADER = <MobileHeader />;
const MOBILE_BOTTOM_NAV = <MobileBottomNav />;
const PLAN_BANNERS = <PlanBanners />;
const FRAME_SERVICES = (
  <>
    <PreferencesSync />
    <IdleSessionGuard />
    <LeadAssignedToast />
    <PartnerKeepAlive />
  </>
);

/** The signed-in frame (spec 2 §2.3): desktop header, or phone header plus bottom navigation. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  useFrameBootstrap();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const navItems = useVisibleNavItems();
  const navPages = useMemo(() => navItems.map((item) => item.page), [navItems]);
  usePrefetchPages(navPages);
  useWarmLinks(navPages);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        overflowX: 'hidden',
      }}
    >
      {isMobile ? MOBILE_HEADER : DESKTOP_HEADER}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          width: '100%',
          minWidth: 0,
          maxWidth: 1400,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          pt: { xs: 1.5, sm: 3 },
          // Not part of a responsive `p`: its media query would override this room for the bottom
          // navigation, and the end of every page (a form's save, a grid's pages) would sit under it.
          pb: isMobile ? `${BOTTOM_NAV_HEIGHT + 16}px` : 3,
        }}
      >
        {PLAN_BANNERS}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </PageErrorBoundary>
      </Box>
      {isMobile && MOBILE_BOTTOM_NAV}
      {FRAME_SERVICES}
    </Box>
  );
};
