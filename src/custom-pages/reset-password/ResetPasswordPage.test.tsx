import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import ResetPasswordPage from './ResetPasswordPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServer(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (!String(url).includes('/api/auth/reset-password')) return json(404, { error: 'not_found' });
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return answer();
    }),
  );
  return calls;
}

const open = (search: string) => renderWithAdmin(<ResetPasswordPage />, { path: `/reset-password${search}` });

afterEach(() => vi.unstubAllGlobals());

describe('/reset-password', () => {
  it('sets the password with the link’s token and leads to the login', async () => {
    const calls = stubServer(() => json(200, { success: true }));
    const user = userEvent.setup();
    open('?token=abc123');
    await user.type(await screen.findByLabelText('Nova senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'carro-novo-2026');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'carro-novo-2025');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('As senhas não conferem')).toBeVisible();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'carro-novo-2026');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(
      await screen.findByText('Senha definida! Agora entre com o seu e-mail e a nova senha.'),
    ).toBeVisible();
    expect(calls[0]?.body).toEqual({ token: 'abc123', password: 'carro-novo-2026' });
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link was already used or expired', async () => {
    const message = 'Este link expirou ou já foi usado. Peça um novo link ao suporte.';
    stubServer(() =>
      json(400, { error: 'validation_error', message, details: [{ field: 'token', message }] }),
    );
    const user = userEvent.setup();
    open('?token=gasto');
    await user.type(await screen.findByLabelText('Nova senha'), 'carro-novo-2026');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'carro-novo-2026');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText(/Senha definida/)).not.toBeInTheDocument();
  });

  it('refuses a link without its token', async () => {
    open('');
    expect(await screen.findByText('Link inválido. Abra o link completo que você recebeu.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar senha' })).toBeDisabled();
  });
});
