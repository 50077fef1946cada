import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';
import { meFetch, signInAs } from '../../../tests/web/session';
import {
  ana,
  bruno,
  renderPage,
  signedInAdmin,
  silenceFailureLogs,
} from '../../../tests/web/simple-users/renderUsersPage';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import SimpleUsersPage from './SimpleUsersPage';

describe('/simple-users states', () => {
  it('shows a loading state', async () => {
    const dataProvider = createInMemoryDataProvider();
    dataProvider.getList = () => new Promise(() => {});
    renderWithAdmin(<SimpleUsersPage />, { dataProvider, authProvider: signedInAdmin() });
    expect(await screen.findByText('Carregando usuários...')).toBeVisible();
  });

  it('shows the error and lets the user retry', async () => {
    silenceFailureLogs();
    const dataProvider = createInMemoryDataProvider({ users: [ana()] });
    const getList = dataProvider.getList;
    let failing = true;
    dataProvider.getList = vi.fn((resource: string, params: Parameters<typeof getList>[1]) =>
      failing ? Promise.reject(new HttpError('500: Banco indisponível', 500)) : getList(resource, params),
    );
    renderWithAdmin(<SimpleUsersPage />, { dataProvider, authProvider: signedInAdmin() });
    // One retry (spec 2 §9) comes first.
    expect(await screen.findByText('Erro ao carregar usuários', {}, { timeout: 5000 })).toBeVisible();
    failing = false;
    // Said once, on the page, beside its retry button: no toast repeats it.
    // Said once, on the page beside its retry button: no toast repeats it a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const said = screen.getAllByText('500: Banco indisponível');
    expect(said).toHaveLength(1);
    expect(said[0]).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('gridcell', { name: 'Ana Souza' })).toBeVisible();
  });

  it('offers to create the first user when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText('Nenhum usuário cadastrado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nova Instância' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Criar primeiro usuário' }));
    expect(await screen.findByRole('dialog', { name: 'Novo Usuário' })).toBeVisible();
  });

  it('lists users with type badge, instances (phone, ON/OFF) and WhatsApp status', async () => {
    renderPage([ana(), bruno()]);
    const anaRow = (await screen.findByRole('gridcell', { name: 'Ana Souza' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(anaRow).getByText('ana@loja.com.br')).toBeVisible();
    expect(within(anaRow).getByText('Admin')).toBeVisible();
    expect(within(anaRow).getByText('+55 (11) 98765-4321')).toBeVisible();
    expect(within(anaRow).getByText('ON')).toBeVisible();
    expect(within(anaRow).getByText('Conectado')).toBeVisible();
    const brunoRow = screen
      .getByRole('gridcell', { name: 'Bruno Lima' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(brunoRow).getByText('Vendedor')).toBeVisible();
    expect(within(brunoRow).getByText('OFF')).toBeVisible();
    expect(within(brunoRow).getByText('Desconectado')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Fluxo simples/)).toBeVisible();
  });

  it('disables "Nova Instância" only when every user already has an instance', async () => {
    renderPage([ana(), bruno()]);
    await screen.findByRole('gridcell', { name: 'Bruno Lima' });
    expect(screen.getByRole('button', { name: 'Nova Instância' })).toBeDisabled();
  });

  it('enables "Nova Instância" when a user has no instance', async () => {
    renderPage([ana(), bruno([])]);
    await screen.findByRole('gridcell', { name: 'Bruno Lima' });
    expect(screen.getByRole('button', { name: 'Nova Instância' })).toBeEnabled();
    expect(screen.getByText('Sem instância')).toBeVisible();
  });

  it('shows cards instead of a table on a phone', async () => {
    installMatchMedia(PHONE_WIDTH);
    renderPage([ana()]);
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('/simple-users for a seller', () => {
  it('says "Acesso negado" without asking the server for the users', async () => {
    const dataProvider = createInMemoryDataProvider({ users: [ana(), bruno()] });
    const getList = vi.spyOn(dataProvider, 'getList');
    const getMany = vi.spyOn(dataProvider, 'getMany');
    const authProvider = createAuthProvider({ fetch: meFetch(signInAs('vendedor')) });
    renderWithAdmin(<SimpleUsersPage />, { dataProvider, authProvider });
    expect(await screen.findByText('Acesso negado')).toBeVisible();
    expect(screen.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
    // The list would have asked (and the server answered 403, logged in the console).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getList).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('/simple-users user dialogs', () => {
  it('shows the spec messages for an invalid new user', async () => {
    const dataProvider = renderPage([ana()]);
    const create = vi.spyOn(dataProvider, 'create');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Usuário' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'A');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'sem-arroba');
    await userEvent.type(within(dialog).getByLabelText('Senha'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(within(dialog).getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    expect(within(dialog).getByText('Email inválido')).toBeVisible();
    expect(within(dialog).getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a user, shows the success toast and refreshes the list', async () => {
    const dataProvider = renderPage([ana()]);
    const create = vi.spyOn(dataProvider, 'create');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Usuário' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Carla Dias');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'Carla@Loja.com.br');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeVisible();
    expect(create).toHaveBeenCalledWith('users', {
      data: { name: 'Carla Dias', email: 'carla@loja.com.br', password: 'segredo1', role: 'vendedor' },
    });
    // The grid draws the refetched page after the dialog has gone.
    expect(await screen.findByRole('gridcell', { name: 'Carla Dias' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Falha ao criar usuário' with the server's message, and marks the field", async () => {
    silenceFailureLogs();
    const dataProvider = renderPage([ana()]);
    dataProvider.create = vi.fn().mockRejectedValue(
      new HttpError('409: Email já cadastrado', 409, {
        error: 'conflict',
        message: 'Email já cadastrado',
        details: [{ field: 'email', message: 'Email já cadastrado' }],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Usuário' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana Souza');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@loja.com.br');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Falha ao criar usuário: Email já cadastrado')).toBeVisible();
    expect(within(dialog).getByText('Email já cadastrado')).toBeVisible();
  });

  it('edits a user; a blank password keeps the current one', async () => {
    const user = bruno();
    const dataProvider = renderPage([user]);
    const update = vi.spyOn(dataProvider, 'update');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar usuário Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(within(dialog).getByText('Deixe em branco para manter a senha atual')).toBeVisible();
    const name = within(dialog).getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bruno Lima Filho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeVisible();
    expect(update).toHaveBeenCalledWith('users', {
      id: user.id,
      data: { name: 'Bruno Lima Filho', email: 'bruno@loja.com.br', role: 'vendedor' },
      previousData: user,
    });
  });

  it('warns that deleting a user removes its instances and cannot be undone', async () => {
    renderPage([ana(), bruno()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover usuário Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover usuário' });
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja remover o usuário Bruno Lima? Todas as instâncias deste usuário também serão removidas. Esta ação não pode ser desfeita.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Usuário removido com sucesso!')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Bruno Lima' })).not.toBeInTheDocument(),
    );
  });
});
