import { CssBaseline } from '@mui/material';
import { Suspense, useMemo } from 'react';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  type CatchAllComponent,
  CoreAdminUI,
  type CoreAdminUIProps,
  CustomRoutes,
  Error as ErrorPage,
  NotFound,
  Notification,
  Resource,
  reactRouterProvider,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { ForgotPasswordPage } from './custom-pages/forgot-password';
import { PrivacyPage, TermsPage } from './custom-pages/legal';
import { LoginPage } from './custom-pages/login/LoginPage';
import { OnboardingPage } from './custom-pages/onboarding';
import { APP_PAGES } from './custom-pages/pages';
import { AppFrame, ROOT_ROUTE } from './custom-pages/RootRoute';
import { ResetPasswordPage } from './custom-pages/reset-password';
import { pageRoutes } from './custom-pages/routes';
import { FullScreenLoading } from './layout/Loading';
import { ThemeModeProvider, useThemeMode } from './layout/ThemeModeProvider';
import { themeFor } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { RealtimeProvider } from './providers/realtime';
import { store } from './providers/store';
import { appointments } from './resources/appointments';
import { auditLog } from './resources/audit-log';
import { bonusConfigurations } from './resources/bonus-configurations';
import { campaigns } from './resources/campaigns';
import { instances } from './resources/instances';
import { leadSources } from './resources/lead-sources';
import { leads } from './resources/leads';
import { messageTemplates } from './resources/message-templates';
import { organizations } from './resources/organizations';
import { sourceCosts } from './resources/source-costs';
import { users } from './resources/users';
import { vehicles } from './resources/vehicles';
import { AccessDeniedScreen } from './ui/AccessRestricted';

const { Route } = reactRouterProvider;

/** Toasts: one at a time, 5 s by default (spec 1 §4). */
const AppNotification = () => <Notification autoHideDuration={5000} />;

/**
 * react-admin's `AdminUI` with our login page, frame and toasts given outright: `AdminUI` names its
 * own login page and layout as defaults, which put react-admin's login form (react-hook-form, its
 * inputs) and its sidebar layout in the entry although they never render here.
 */
const AppUI = (props: CoreAdminUIProps) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      accessDenied={AccessDeniedScreen}
      authCallbackPage={AuthCallback}
      authenticationError={AuthenticationError}
      catchAll={NotFound as CatchAllComponent}
      error={ErrorPage}
      {...props}
    />
    <AppNotification />
  </CssBaseline>
);

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
        <AppUI
          disableTelemetry
          requireAuth
          title="Vendaí"
          layout={AppFrame}
          loginPage={LoginPage}
          loading={FullScreenLoading}
        >
          <Resource name="users" {...users} />
          <Resource name="instances" {...instances} />
          <Resource name="organizations" {...organizations} />
          <Resource name="estoque" {...vehicles} />
          <Resource name="leads" {...leads} />
          <Resource name="bonus-configurations" {...bonusConfigurations} />
          <Resource name="appointments" {...appointments} />
          <Resource name="audit-log" {...auditLog} />
          <Resource name="lead-sources" {...leadSources} />
          <Resource name="message-templates" {...messageTemplates} />
          <Resource name="campanhas" {...campaigns} />
          <Resource name="source-costs" {...sourceCosts} />
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
            <Route
              path={ForgotPasswordPage.path}
              element={
                <Suspense fallback={<FullScreenLoading />}>
                  <ForgotPasswordPage />
                </Suspense>
              }
            />
            <Route
              path={ResetPasswordPage.path}
              element={
                <Suspense fallback={<FullScreenLoading />}>
                  <ResetPasswordPage />
                </Suspense>
              }
            />
            <Route
              path={PrivacyPage.path}
              element={
                <Suspense fallback={<FullScreenLoading />}>
                  <PrivacyPage />
                </Suspense>
              }
            />
            <Route
              path={TermsPage.path}
              element={
                <Suspense fallback={<FullScreenLoading />}>
                  <TermsPage />
                </Suspense>
              }
            />
          </CustomRoutes>
          <CustomRoutes>{pageRoutes(APP_PAGES)}</CustomRoutes>
        </AppUI>
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
