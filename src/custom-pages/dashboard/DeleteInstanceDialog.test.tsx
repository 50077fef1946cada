import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { buildDashboardInstance } from '../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../tests/web/dashboard/renderDashboard';

const confirmDeletion = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Excluir ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir Instância' });
  expect(dialog).toHaveTextContent(`Tem certeza que deseja excluir a instância ${name}?`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
};

describe('delete instance', () => {
  it('disconnects a connected instance first, then deletes it', async () => {
    const instance = buildDashboardInstance({ name: 'Loja Centro', isConnected: true });
    const { dataProvider } = renderDashboard({ instances: [instance] });
    const disconnect = vi.spyOn(dataProvider, 'disconnectInstance');
    const remove = vi.spyOn(dataProvider, 'delete');
    await confirmDeletion('Loja Centro');
    expect(await screen.findByText('Instância Excluída')).toBeVisible();
    expect(disconnect).toHaveBeenCalledWith(instance.id);
    expect(remove).toHaveBeenCalledWith('instances', expect.objectContaining({ id: instance.id }));
    const [disconnectOrder] = disconnect.mock.invocationCallOrder;
    const [deleteOrder] = remove.mock.invocationCallOrder;
    expect(disconnectOrder).toBeLessThan(deleteOrder ?? 0);
    expect(await screen.findByText('Nenhuma instância disponível')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a disconnected instance without disconnecting it', async () => {
    const instance = buildDashboardInstance({ name: 'Loja Sul', isConnected: false });
    const { dataProvider } = renderDashboard({ instances: [instance] });
    const disconnect = vi.spyOn(dataProvider, 'disconnectInstance');
    await confirmDeletion('Loja Sul');
    expect(await screen.findByText('A instância Loja Sul foi excluída.')).toBeVisible();
    expect(disconnect).not.toHaveBeenCalled();
  });

  it("shows 'Falha ao excluir instância' with the server's message and keeps the dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const instance = buildDashboardInstance({ name: 'Loja Sul', isConnected: false });
    renderDashboard(
      { instances: [instance] },
      {
        stage: (api) => {
          api.delete = vi
            .fn()
            .mockRejectedValue(
              new HttpError('500: Erro', 500, { error: 'x', message: 'Banco indisponível' }),
            );
        },
      },
    );
    await confirmDeletion('Loja Sul');
    expect(await screen.findByText('Falha ao excluir instância')).toBeVisible();
    expect(screen.getByText('Banco indisponível')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Excluir Instância' })).toBeVisible();
  });

  it('is not offered to a vendedor', async () => {
    renderDashboard({ instances: [buildDashboardInstance({ name: 'Loja Sul' })] }, { role: 'vendedor' });
    await screen.findByRole('heading', { name: 'Loja Sul' });
    expect(screen.queryByRole('button', { name: 'Excluir Loja Sul' })).not.toBeInTheDocument();
  });
});
