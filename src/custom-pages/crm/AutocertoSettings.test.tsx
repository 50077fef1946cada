import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmConfig, CrmConfigResponse, CrmSyncRunsResponse } from '../../../contract/crm';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import AutocertoSettingsScreen from './AutocertoSettingsScreen';

const configured = (overrides: Partial<CrmConfig> = {}): CrmConfig => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  provider: 'demo',
  autocertoUsername: 'loja.centro',
  autocertoPassword: '',
  hasPassword: true,
  isActive: true,
  syncInterval: 60,
  enableLeadSync: true,
  enableStockSync: true,
  enableAdminSync: false,
  lastSync: new Date(Date.now() - 5 * 60_000).toISOString(),
  lastSyncStatus: 'success',
  lastSyncError: null,
  webUrl: null,
  creditPortalUrl: null,
  ...overrides,
});

const runs: CrmSyncRunsResponse = {
  nextSyncAt: null,
  runs: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      trigger: 'manual',
      attempt: 1,
      status: 'success',
      startedAt: '2026-11-25T13:00:00.000Z',
      finishedAt: '2026-11-25T13:00:02.000Z',
      stockInserted: 42,
      stockUpdated: 0,
      stockRemoved: 0,
      stockUnchanged: 0,
      leadsPushed: 3,
      error: null,
    },
  ],
};

function renderSettings(role: 'admin' | 'vendedor', config: CrmConfig | null) {
  const user = signInAs(role);
  const response: CrmConfigResponse = {
    config,
    autocertoAvailable: false,
    defaultWebUrl: 'https://autocerto.example',
    defaultCreditPortalUrl: 'https://credito.example',
    nextSyncAt: runs.nextSyncAt,
  };
  const provider = {
    getCrmConfig: vi.fn(async () => response),
    // The `crm-runs` resource; every other list is empty.
    getList: vi.fn(async (resource: string) =>
      resource === 'crm-runs' && config
        ? { data: runs.runs, total: runs.runs.length }
        : { data: [], total: 0 },
    ),
    createCrmConfig: vi.fn(async () => configured()),
    updateCrmConfig: vi.fn(async () => configured()),
    syncCrm: vi.fn(async () => ({ success: true, message: 'ok' })),
    testCrmConnection: vi.fn(async () => ({ success: true, message: 'ok' })),
  };
  renderWithAdmin(<AutocertoSettingsScreen />, {
    dataProvider: provider as unknown as DataProvider,
    authProvider: createAuthProvider({ fetch: meFetch(user) }),
    path: '/autocerto-settings',
  });
  return provider;
}

afterEach(() => clearSession());

describe('the CRM link (/autocerto-settings)', () => {
  it('starts unconfigured on the demo CRM and asks for the credentials before the first save', async () => {
    const provider = renderSettings('admin', null);
    expect(await screen.findByText('Não configurada', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByText('Nenhuma sincronização ainda')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha usuário e senha do Autocerto.')).toBeVisible();
    expect(provider.createCrmConfig).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: 'loja.centro' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(provider.createCrmConfig).toHaveBeenCalledWith(
        expect.objectContaining({
          provider: 'demo',
          autocertoUsername: 'loja.centro',
          autocertoPassword: 'segredo-123',
          syncInterval: 30,
        }),
      ),
    );
    expect(await screen.findByText('Configuração salva')).toBeVisible();
  }, 45_000);

  it("says in the shop's words, not the server's setting, that Autocerto is not available", async () => {
    renderSettings('admin', null);
    expect(
      await screen.findByText(
        /A conexão direta com o Autocerto ainda não está disponível/,
        {},
        { timeout: 15000 },
      ),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\b[A-Z]+(_[A-Z]+)+\b/);
  }, 45_000);

  it('shows a synced link green with its runs, keeps the password blank, and syncs on demand', async () => {
    const provider = renderSettings('admin', configured());
    expect(await screen.findByText('Sincronizada', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByText('Deixe em branco para manter a senha atual')).toBeVisible();
    expect(await screen.findByText('Concluída')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    await waitFor(() => expect(provider.syncCrm).toHaveBeenCalled());
    expect(await screen.findByText('Sincronização iniciada')).toBeVisible();
  });

  it('turns yellow when the last sync is older than twice the interval', async () => {
    renderSettings(
      'admin',
      configured({ lastSync: new Date(Date.now() - 3 * 60 * 60_000).toISOString(), syncInterval: 60 }),
    );
    expect(await screen.findByText('Aguardando sincronização', {}, { timeout: 15000 })).toBeVisible();
  });

  it('is read-only for sellers', async () => {
    renderSettings('vendedor', configured());
    expect(
      await screen.findByText('Apenas administradores podem alterar a integração.', {}, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('Usuário')).toBeDisabled();
  });
});
