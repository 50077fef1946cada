import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildPublicUser } from '../../tests/web/builders';
import { jsonResponse, meFetch, signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { createAuthProvider } from '../providers/authProvider';
import { RootRoute } from './RootRoute';

describe('the / route', () => {
  it("shows 'Carregando...' while the stored session is being checked", async () => {
    signInAs('admin');
    const neverAnswers: typeof fetch = () => new Promise<Response>(() => {});
    renderWithAdmin(<RootRoute />, { authProvider: createAuthProvider({ fetch: neverAnswers }) });
    expect(await screen.findByText('Carregando...')).toBeVisible();
  });

  it('shows the landing page to a visitor, with its sections', async () => {
    renderWithAdmin(<RootRoute />, {
      authProvider: createAuthProvider({ fetch: async () => jsonResponse(401, {}) }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Seu WhatsApp vendendo 24 horas por dia com inteligência artificial',
      }),
    ).toBeVisible();
    for (const name of [
      'Tudo o que o seu time comercial precisa',
      'O Vendaí em números',
      'Como funciona',
      'Quem usa, recomenda',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const name of [
      'IA atendendo no WhatsApp',
      'Qualificação HOT, WARM e COLD',
      'Respostas em áudio',
      'Follow-ups automáticos',
      'Passagem para o consultor',
      'Kanban de cinco colunas',
      'Redistribuição após 48 h',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  it('signs in from the landing dialog and then shows Home inside the layout', async () => {
    const user = buildPublicUser({ role: 'vendedor' });
    const fetchImpl: typeof fetch = async (input) =>
      String(input).endsWith('/login')
        ? jsonResponse(200, { token: 'jwt', user })
        : jsonResponse(200, { user });
    renderWithAdmin(<RootRoute />, { authProvider: createAuthProvider({ fetch: fetchImpl }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar na plataforma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar no Vendaí' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@loja.com.br');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'segredo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard de Instâncias' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
  });

  it('shows Home, the instance dashboard, to a signed-in user', async () => {
    const user = signInAs('admin');
    renderWithAdmin(<RootRoute />, { authProvider: createAuthProvider({ fetch: meFetch(user) }) });
    expect(await screen.findByRole('heading', { name: 'Dashboard de Instâncias' })).toBeVisible();
    expect(await screen.findByText('Nenhuma instância disponível')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gerenciar usuários' })).toHaveAttribute('href', '/simple-users');
  });
});
