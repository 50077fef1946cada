import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../tests/web/builders';
import { signedInAdmin } from '../../../tests/web/simple-users/renderUsersPage';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { UserCreate, UserEdit } from './UserEdit';

const ana = buildUser({ name: 'Ana Souza', email: 'ana@loja.com.br', role: 'vendedor' });

const server = () =>
  ({
    getOne: vi.fn(async () => ({ data: ana })),
    getList: vi.fn(async () => ({ data: [ana], total: 1 })),
    update: vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...ana, ...params.data },
    })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...ana, ...params.data, id: 'new-user' },
    })),
  }) as unknown as DataProvider;

const renderAt = (path: string, dataProvider: DataProvider) =>
  renderWithAdmin(
    <ResourceContextProvider value="users">
      <Routes>
        <Route path="/users/create" element={<UserCreate />} />
        <Route path="/users/:id" element={<UserEdit />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, authProvider: signedInAdmin(), path },
  );

describe('users resource pages', () => {
  it("edits with the users screen's rules and keeps the password when left blank", async () => {
    const dataProvider = server();
    renderAt(`/users/${ana.id}`, dataProvider);
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveValue('ana@loja.com.br');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.souza@loja');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Email inválido')).toBeVisible();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await userEvent.type(email, '.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeVisible();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        id: ana.id,
        data: { name: 'Ana Souza', email: 'ana.souza@loja.com.br', role: 'vendedor' },
      }),
    );
  });

  it('creates a seller by default with the name, e-mail and password typed', async () => {
    const dataProvider = server();
    renderAt('/users/create', dataProvider);
    await userEvent.type(await screen.findByLabelText('Nome'), 'Caio Reis');
    await userEvent.type(screen.getByLabelText('E-mail'), 'Caio@Loja.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeVisible();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        data: { name: 'Caio Reis', email: 'caio@loja.com.br', password: 'segredo1', role: 'vendedor' },
      }),
    );
  });
});
