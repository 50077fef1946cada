import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ListBase, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildFullInstance, buildPublicUser } from '../../../tests/web/builders';
import { signedInAdmin } from '../../../tests/web/simple-users/renderUsersPage';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { InstanceEdit } from './InstanceEdit';
import { InstanceShow } from './InstanceShow';
import { InstancesGrid } from './InstancesList';

const owner = buildPublicUser({ firstName: 'Bruno', lastName: 'Lima', name: 'Bruno Lima' });
const centro = buildFullInstance(owner, { name: 'Loja Centro', phone: '5511987654321', aiActive: true });
const sul = buildFullInstance(owner, { name: 'Loja Sul', phone: '5521998765432', aiActive: false });

const server = () =>
  ({
    getList: vi.fn(async () => ({ data: [centro, sul], total: 2 })),
    getOne: vi.fn(async () => ({ data: centro })),
    update: vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...centro, ...params.data },
    })),
  }) as unknown as DataProvider;

describe('instances resource', () => {
  it("lists each number with its owner, phone and the AI's true state", async () => {
    renderWithAdmin(
      <ListBase resource="instances" disableSyncWithLocation disableAuthentication>
        <InstancesGrid disableVirtualization />
      </ListBase>,
      { dataProvider: server(), authProvider: signedInAdmin() },
    );
    const row = (await screen.findByRole('gridcell', { name: 'Loja Sul' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('+55 (21) 99876-5432')).toBeVisible();
    expect(within(row).getByText('Bruno Lima')).toBeVisible();
    expect(within(row).getByText('OFF')).toBeVisible();
    const other = screen
      .getByRole('gridcell', { name: 'Loja Centro' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(other).getByText('IA')).toBeVisible();
  });

  it("edits with the spec's rules and sends only the instance's own fields", async () => {
    const dataProvider = server();
    renderWithAdmin(
      <ResourceContextProvider value="instances">
        <Routes>
          <Route path="/instances/:id" element={<InstanceEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { dataProvider, authProvider: signedInAdmin(), path: `/instances/${centro.id}` },
    );
    const phone = await screen.findByLabelText('Telefone (WhatsApp)');
    expect(phone).toHaveValue('5511987654321');
    await userEvent.clear(phone);
    await userEvent.type(phone, '11987');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await userEvent.type(phone, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Instância atualizada com sucesso!')).toBeVisible();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'instances',
      expect.objectContaining({
        id: centro.id,
        data: { name: 'Loja Centro', phone: '11987654321', notificationPhone: null, notificationName: null },
      }),
    );
  });

  it('shows one number with its owner, connection and notification contact, and offers an admin its edit', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="instances">
        <Routes>
          <Route path="/instances/:id/show" element={<InstanceShow />} />
        </Routes>
      </ResourceContextProvider>,
      { dataProvider: server(), authProvider: signedInAdmin(), path: `/instances/${centro.id}/show` },
    );
    expect(await screen.findByText('Loja Centro')).toBeVisible();
    expect(screen.getByText('+55 (11) 98765-4321')).toBeVisible();
    expect(screen.getByText('Bruno Lima')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/instances/${centro.id}`,
    );
  });
});
