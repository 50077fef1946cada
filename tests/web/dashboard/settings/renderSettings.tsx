import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Role } from '../../../../contract/common';
import type { Instance } from '../../../../contract/instances';
import DashboardPage from '../../../../src/custom-pages/dashboard/DashboardPage';
import { buildDataProvider } from '../../../../src/providers/dataProvider';
import { createHttpClient } from '../../../../src/providers/httpClient';
import { RealtimeContext } from '../../../../src/providers/realtime';
import { signInAs } from '../../session';
import { renderWithAdmin } from '../../TestApp';
import { buildDashboardInstance } from '../fixtures';
import { staticRealtime } from '../realtimeFakes';
import { createSettingsServer, type SettingsServer } from './settingsServer';

export interface RenderSettingsOptions {
  role?: Role;
  instance?: Partial<Instance>;
  /** Changes the fake API before the first render, e.g. to make a call fail. */
  stage?: (server: SettingsServer) => void;
  /** Opens the dashboard alone instead of the dialog's link. */
  dashboardOnly?: boolean;
}

export const SETTINGS_DIALOG_NAME = 'Configurações do Sistema — Loja Sul';

/**
 * The dashboard over the real data provider and http client, with `fetch` answered by the fake
 * API; by default opened on the settings dialog's link and signed in as an admin.
 */
export const renderSettings = ({
  role = 'admin',
  instance,
  stage,
  dashboardOnly,
}: RenderSettingsOptions = {}) => {
  signInAs(role);
  const record = buildDashboardInstance({ name: 'Loja Sul', ...instance });
  const server = createSettingsServer(record);
  stage?.(server);
  const onSessionEnded = vi.fn();
  const dataProvider = buildDataProvider('/api', createHttpClient({ fetch: server.fetch, onSessionEnded }));
  const path = dashboardOnly ? '/dashboard' : `/dashboard?dialog=settings&id=${record.id}`;
  renderWithAdmin(
    <RealtimeContext.Provider value={staticRealtime(false).value}>
      <DashboardPage />
    </RealtimeContext.Provider>,
    { dataProvider, path },
  );
  return { server, instance: record, onSessionEnded };
};

/** The dialog once its settings are on screen (the section tabs show). */
export const findLoadedDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: SETTINGS_DIALOG_NAME });
  await within(dialog).findByRole('tablist', { name: 'Seções das configurações' }, { timeout: 5_000 });
  return dialog;
};

export const openSection = async (dialog: HTMLElement, name: string) => {
  await userEvent.click(within(dialog).getByRole('tab', { name }));
};

/** Picks an option of a select field by the field's label. */
export const choose = async (dialog: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

export const saveSettings = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Configurações' }));
};
