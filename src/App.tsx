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
import { APP_PAGES } from './custom-pages/pages';
import { RootRoute } from './custom-pages/RootRoute';
import { pageRoutes } from './custom-pages/routes';
import { AppLayout } from './layout/AppLayout';
import { FullScreenLoading } from './layout/Loading';
import { ThemeModeProvider, useThemeMode } from './layout/ThemeModeProvider';
import { darkTheme, lightTheme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { RealtimeProvider } from './providers/realtime';
import { bonusConfigurations } from './resources/bonus-configurations';
import { instances } from './resources/instances';
import { leads } from './resources/leads';
import { users } from './resources/users';

const { Route } = reactRouterProvider;

const store = localStorageStore(undefined, 'vendai');

/** Toasts: one at a time, 5 s by default (spec 1 §4). */
const AppNotification = () => <Notification autoHideDuration={5000} />;

const VendaiAdmin = () => {
  const { mode } = useThemeMode();
  // <Admin> split in its two halves so that the live socket sits inside react-admin's context.
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={mode === 'dark' ? darkTheme : lightTheme}
    >
      <RealtimeProvider>
        <AdminUI
          disableTelemetry
          requireAuth
          title="Vendaí"
          layout={AppLayout}
          loginPage={LoginPage}
          loading={FullScreenLoading}
          notification={AppNotification}
        >
          <Resource name="users" {...users} />
          <Resource name="instances" {...instances} />
          <Resource name="leads" {...leads} />
          <Resource name="bonus-configurations" {...bonusConfigurations} />
          <CustomRoutes noLayout>
            <Route path="/" element={<RootRoute />} />
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
