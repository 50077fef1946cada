import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboardInstance } from '../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../tests/web/dashboard/renderDashboard';
import { findLoadedDialog, renderSettings } from '../../../tests/web/dashboard/settings/renderSettings';

describe('what a seller is shown', () => {
  it('no "Gerenciar usuários" nor "Ferramentas Avançadas" for a vendedor, whom both pages refuse', async () => {
    renderDashboard({ instances: [buildDashboardInstance({ name: 'Loja Centro' })] }, { role: 'vendedor' });
    await screen.findByRole('heading', { name: 'Loja Centro' });
    expect(screen.queryByRole('link', { name: 'Ferramentas Avançadas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gerenciar usuários' })).not.toBeInTheDocument();
  });

  it('the settings dialog read-only, with a note and no save', async () => {
    const { server } = renderSettings({ role: 'vendedor' });
    const dialog = await findLoadedDialog();
    expect(within(dialog).getByText(/Somente administradores podem alterar/)).toBeVisible();
    expect(within(dialog).getByLabelText('Temperatura')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar Configurações' })).not.toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });
});
