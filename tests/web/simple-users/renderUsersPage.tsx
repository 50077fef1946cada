import { vi } from 'vitest';
import type { UserWithInstances } from '../../../contract';
import { createAuthProvider } from '../../../src/providers/authProvider';
import SimpleUsersPage from '../../../src/resources/users/SimpleUsersPage';
import { buildInstance, buildUser } from '../builders';
import { createInMemoryDataProvider } from '../inMemoryDataProvider';
import { meFetch, signInAs } from '../session';
import { renderWithAdmin } from '../TestApp';

/** react-admin logs every failed data provider call; these tests fail them on purpose. */
export const silenceFailureLogs = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/** An auth provider with an admin signed in (the users list is for admins: its `canAccess`). */
export const signedInAdmin = () => createAuthProvider({ fetch: meFetch(signInAs('admin')) });

/** Renders `/simple-users` over an in-memory data provider holding `users`, and returns that provider. */
export const renderPage = (users: UserWithInstances[] = [], path = '/simple-users') => {
  const dataProvider = createInMemoryDataProvider({ users });
  renderWithAdmin(<SimpleUsersPage />, { dataProvider, path, authProvider: signedInAdmin() });
  return dataProvider;
};

/** An admin with one connected instance. */
export const ana = () =>
  buildUser({
    firstName: 'Ana',
    lastName: 'Souza',
    name: 'Ana Souza',
    email: 'ana@loja.com.br',
    role: 'admin',
    instances: [buildInstance({ name: 'Loja Centro', phone: '5511987654321', isConnected: true })],
  });

/** A vendedor, by default with one disconnected instance. */
export const bruno = (
  instances = [buildInstance({ name: 'Loja Sul', phone: '5521998765432', isConnected: false })],
) =>
  buildUser({
    firstName: 'Bruno',
    lastName: 'Lima',
    name: 'Bruno Lima',
    email: 'bruno@loja.com.br',
    instances,
  });
