import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicUser } from '../../../tests/web/builders';
import { jsonResponse } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import type * as SchemasModule from '../../providers/contractSchemas';
import { getToken } from '../../providers/session';
import { LoginPage } from './LoginPage';

// The schemas' chunk fails to arrive once (a dropped connection), then arrives.
vi.mock('../../providers/contractSchemas', async (importOriginal) => {
  const actual = await importOriginal<typeof SchemasModule>();
  let failures = 1;
  return {
    ...actual,
    contractSchemas: () => {
      if (failures === 0) return actual.contractSchemas();
      failures -= 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
});

describe('LoginPage when the schemas cannot be loaded', () => {
  it('shows the connection error without calling the server, and signs in on the next try', async () => {
    const user = buildPublicUser({ role: 'admin' });
    const fetchMock = vi.fn(async () => jsonResponse(200, { token: 'jwt', user }));
    renderWithAdmin(<LoginPage />, {
      authProvider: createAuthProvider({ fetch: fetchMock }),
      path: '/login',
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@loja.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro de conexão');
    expect(alert).toHaveTextContent('Não foi possível conectar com o servidor');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(getToken()).toBe('jwt'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
