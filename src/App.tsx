import { Suspense, useMemo } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  localStorageStore,
  Notification,
  Resource,
  reactRouterProvider,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { LoginPage } from './custom-pages/login/LoginPage';
import { OnboardingPage } from './custom-pages/onboarding';
import { APP_PAGES } from './custom-pages/pages';
import { AppFrame, ROOT_ROUTE } from './custom-pages/RootRoute';
import { pageRoutes } from './custom-pages/routes';
import { FullScreenLoading } from './layout/Loading';
import { ThemeModeProvider, useThemeMode } from './layout/ThemeModeProvider';
import { themeFor } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { RealtimeProvider } from './providers/realtime';
import { bonusConfigurations } from './resources/bonus-configurations';
import { instances } from './resources/instances';
import { leads } from './resources/leads';
import { organizations } from './resources/organizations';
import { users } from './resources/users';
import { vehicles } from './resources/vehicles';

const { Route } = reactRouterProvider;

const store = localStorageStore(undefined, 'vendai');

/** Toasts: one at a time, 5 s by default (spec 1 §4). */
const AppNotification = () => <Notification autoHideDuration={5000} />;

const VendaiAdmin = () => {
  const { mode, compact, animations } = useThemeMode();
  const theme = useMemo(() => themeFor(mode, { compact, animations }), [mode, compact, animations]);
  // <Admin> split in its two halves so that the live socket sits inside react-admin's context.
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
    >
      <RealtimeProvider>
        <AdminUI
          disableTelemetry
          requireAuth
          title="Vendaí"
          layout={AppFrame}
          loginPage={LoginPage}
          loading={FullScreenLoading}
          notification={AppNotification}
        >
          <Resource name="users" {...users} />
          <Resource name="instances" {...instances} />
          <Resource name="organizations" {...organizations} />
          <Resource name="estoque" {...vehicles} />
          <Resource name="leads" {...leads} />
          <Resource name="bonus-configurations" {...bonusConfigurations} />
          <CustomRoutes noLayout>
            <Route path="/" element={ROOT_ROUTE} />
            <Route
              path={OnboardingPage.path}
              element={
                <Suspense fallback={<FullScreenLoading />}>
                  <OnboardingPage />
                </Suspense>
              }
            />
          </CustomRoutes>
          <CustomRoutes>{pageRoutes(APP_PAGES)}</CustomRoutes>
        </AdminUI>
      </RealtimeProvider>
    </AdminContext>
  );
};

export const App = () => (
  <BrowserRouter>
    <ThemeModeProvider>
      <VendaiAdmin />
    </ThemeModeProvider>
  </BrowserRouter>
);
