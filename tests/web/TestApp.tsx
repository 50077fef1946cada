import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  TestMemoryRouter,
} from 'react-admin';
import { ThemeModeProvider } from '../../src/layout/ThemeModeProvider';
import { lightTheme } from '../../src/layout/theme';
import { createAuthProvider } from '../../src/providers/authProvider';
import { dataProvider as appDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { createInMemoryDataProvider } from './inMemoryDataProvider';

export interface TestAppOptions {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  /** Initial URL, e.g. `/simple-users?dialog=new-user`. */
  path?: string;
  /** The query cache, when the test fills it before rendering (react-admin makes its own otherwise). */
  queryClient?: QueryClient;
}

const CRUD = new Set([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
]);

const withActions = new WeakMap<DataProvider, DataProvider>();

/**
 * The test's provider, with the app's actions (moving a lead, toggling the AI…) where it has none,
 * over whatever `fetch` the test installed: a test stages CRUD in memory and the server's answers
 * to actions through its fake `fetch`. Read at call time, so a spy set after rendering is seen.
 */
const withAppActions = (provider: DataProvider): DataProvider => {
  const known = withActions.get(provider);
  if (known) return known;
  const proxy = new Proxy(provider, {
    get: (target, name, receiver) =>
      name in target || typeof name !== 'string' || CRUD.has(name)
        ? Reflect.get(target, name, receiver)
        : Reflect.get(appDataProvider, name),
    has: (target, name) => name in target || name in appDataProvider,
  });
  withActions.set(provider, proxy);
  return proxy;
};

/**
 * The one wrapper of the web tests: react-admin's context with an in-memory data provider (plus the
 * app's actions, see above), a memory store, the pt-BR messages, our theme mode and a memory
 * router; toasts are rendered too.
 */
export const TestApp = ({
  children,
  dataProvider,
  authProvider,
  path = '/',
  queryClient,
}: TestAppOptions & { children: ReactNode }) => (
  <TestMemoryRouter initialEntries={[path]}>
    <ThemeModeProvider>
      <AdminContext
        dataProvider={withAppActions(dataProvider ?? createInMemoryDataProvider())}
        authProvider={
          authProvider ?? createAuthProvider({ fetch: async () => new Response(null, { status: 500 }) })
        }
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={lightTheme}
        queryClient={queryClient}
      >
        {children}
        <Notification />
      </AdminContext>
    </ThemeModeProvider>
  </TestMemoryRouter>
);

export const renderWithAdmin = (ui: ReactElement, options: TestAppOptions = {}) =>
  render(<TestApp {...options}>{ui}</TestApp>);
