import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  CoreAdminUI,
  CustomRoutes,
  memoryStore,
  reactRouterProvider,
  TestMemoryRouter,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/web/session';
import { clearSession } from './session';
import { trustStoredSession } from './storedSession';

const { Route } = reactRouterProvider;

/** A session check that answers only when the test says so. */
const slowCheck = () => {
  let answer: (valid: boolean) => void = () => undefined;
  const pending = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => clearSession(),
    checkError: async () => undefined,
    checkAuth: async () => {
      if (!(await pending)) throw { message: false };
    },
    getPermissions: async () => null,
  };
  return { authProvider, answer: (valid: boolean) => answer(valid) };
};

const Frame = ({ children }: { children?: ReactNode }) => (
  <div>
    <p>Quadro do app</p>
    {children}
  </div>
);

const renderApp = (authProvider: AuthProvider, queryClient: QueryClient) =>
  render(
    <TestMemoryRouter initialEntries={['/kanban']}>
      <AdminContext authProvider={authProvider} queryClient={queryClient} store={memoryStore()}>
        <CoreAdminUI
          requireAuth
          layout={Frame}
          loginPage={() => <p>Página de entrada</p>}
          loading={() => <p>Carregando</p>}
        >
          <CustomRoutes>
            <Route path="/kanban" element={<p>Kanban</p>} />
          </CustomRoutes>
        </CoreAdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => clearSession());

describe('a stored session', () => {
  it('shows the frame and the page while the session check is still under way', async () => {
    signInAs('vendedor');
    const queryClient = new QueryClient();
    trustStoredSession(queryClient);
    const check = slowCheck();
    renderApp(check.authProvider, queryClient);
    expect(await screen.findByText('Quadro do app')).toBeVisible();
    expect(screen.getByText('Kanban')).toBeVisible();
    check.answer(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Kanban')).toBeVisible();
  });

  it('still lands on the sign-in page when the check finds the session invalid', async () => {
    signInAs('vendedor');
    const queryClient = new QueryClient();
    trustStoredSession(queryClient);
    const check = slowCheck();
    renderApp(check.authProvider, queryClient);
    await screen.findByText('Quadro do app');
    check.answer(false);
    expect(await screen.findByText('Página de entrada')).toBeVisible();
    expect(screen.queryByText('Quadro do app')).not.toBeInTheDocument();
  });

  it('is not trusted without a stored user: the check answers first', async () => {
    const queryClient = new QueryClient();
    trustStoredSession(queryClient);
    const check = slowCheck();
    renderApp(check.authProvider, queryClient);
    expect(await screen.findByText('Carregando')).toBeVisible();
    expect(screen.queryByText('Quadro do app')).not.toBeInTheDocument();
  });
});
