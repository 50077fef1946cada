import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import ForgotPasswordPage from './ForgotPasswordPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServer(answer: () => Response) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (!String(url).includes('/api/auth/forgot-password')) return json(404, { error: 'not_found' });
      calls.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/forgot-password', () => {
  it('checks the address, asks for the link and says it goes only to a registered address', async () => {
    const calls = stubServer(() => json(200, { success: true }));
    const user = userEvent.setup();
    renderWithAdmin(<ForgotPasswordPage />, { path: '/forgot-password' });

    await user.type(screen.getByLabelText('E-mail'), 'ana@loja');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe um email válido.');
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'Ana@Loja.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText(/Se ana@loja.com.br estiver cadastrado, você receberá em instantes um link/),
    ).toBeVisible();
    expect(calls).toEqual([{ email: 'ana@loja.com.br' }]);
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s message when it refuses (too many requests)', async () => {
    stubServer(() =>
      json(429, {
        error: 'too_many_requests',
        message: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@loja.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas de login');
  });
});
