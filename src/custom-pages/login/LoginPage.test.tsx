import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicUser } from '../../../tests/web/builders';
import { jsonResponse } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { getToken } from '../../providers/session';
import { LoginPage } from './LoginPage';

const CurrentPath = () => <output aria-label="rota">{useLocation().pathname}</output>;

const renderLogin = (fetchImpl: typeof fetch, path = '/login') =>
  renderWithAdmin(
    <>
      <LoginPage />
      <CurrentPath />
    </>,
    { authProvider: createAuthProvider({ fetch: fetchImpl }), path },
  );

const fillAndSubmit = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn();
    renderLogin(fetchMock);
    await fillAndSubmit('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha email e senha.');
    await fillAndSubmit('ana@loja.com.br', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha email e senha.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Erro no login" with the server message for wrong credentials', async () => {
    renderLogin(async () =>
      jsonResponse(401, { error: 'invalid_credentials', message: 'Credenciais inválidas' }),
    );
    await fillAndSubmit('ana@loja.com.br', 'errada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro no login');
    expect(alert).toHaveTextContent('Credenciais inválidas');
  });

  it('shows the rate-limit message the server sends', async () => {
    renderLogin(async () =>
      jsonResponse(429, { error: 'rate_limited', message: 'Muitas tentativas. Aguarde um minuto.' }),
    );
    await fillAndSubmit('ana@loja.com.br', 'errada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro no login');
    expect(alert).toHaveTextContent('Muitas tentativas. Aguarde um minuto.');
  });

  it('falls back to "Credenciais inválidas" when the server sends no message', async () => {
    renderLogin(async () => new Response(null, { status: 401 }));
    await fillAndSubmit('ana@loja.com.br', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas');
  });

  it('tells a connection failure apart', async () => {
    renderLogin(async () => {
      throw new TypeError('Failed to fetch');
    });
    await fillAndSubmit('ana@loja.com.br', 'segredo');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro de conexão');
    expect(alert).toHaveTextContent('Não foi possível conectar com o servidor');
  });

  it('signs in, stores the session and goes to /', async () => {
    const user = buildPublicUser({ role: 'admin' });
    renderLogin(async (input) =>
      String(input).endsWith('/login')
        ? jsonResponse(200, { token: 'jwt', user })
        : jsonResponse(200, { user }),
    );
    await fillAndSubmit('ana@loja.com.br', 'segredo');
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' })).toHaveTextContent(/^\/$/));
    expect(getToken()).toBe('jwt');
  });

  it('greets a new organization from ?org=&welcome=true', async () => {
    renderLogin(async () => jsonResponse(401, {}), '/login?org=auto-center&welcome=true');
    expect(await screen.findByText('Bem-vindo ao Vendaí!')).toBeVisible();
    expect(screen.getByText('Organização: auto-center')).toBeVisible();
  });
});
