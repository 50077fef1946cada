import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { CampaignCreate } from './CampaignCreate';

const EVOLUTION = { id: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13', name: 'Loja Centro', gateway: 'evolution' };

afterEach(() => clearSession());

describe('a new campaign at /campanhas/create', () => {
  it('warns about the ban risk on Evolution, counts the audience live and sends the draft', async () => {
    const user = signInAs('admin');
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 'c-1', ...params.data },
    }));
    const countCampaignAudience = vi.fn(async (_instanceId: string, audience: { statuses: string[] }) => ({
      count: audience.statuses.includes('qualified') ? 12 : 40,
    }));
    const dataProvider = {
      create,
      countCampaignAudience,
      getList: async (resource: string) =>
        resource === 'instances' ? { data: [EVOLUTION], total: 1 } : { data: [], total: 0 },
      getMany: async () => ({ data: [EVOLUTION] }),
    } as unknown as DataProvider;
    renderWithAdmin(
      <ResourceContextProvider value="campanhas">
        <CampaignCreate />
      </ResourceContextProvider>,
      { dataProvider, authProvider: createAuthProvider({ fetch: meFetch(user) }), path: '/campanhas/create' },
    );
    await userEvent.type(await screen.findByLabelText(/^Nome/, {}, { timeout: 15_000 }), 'Feirão');
    await userEvent.click(await screen.findByLabelText(/^Número/));
    await userEvent.click(await screen.findByRole('option', { name: 'Loja Centro' }));
    expect(await screen.findByText(/podem levar ao banimento do número/)).toBeInTheDocument();
    expect(await screen.findByText('40 contatos vão receber', {}, { timeout: 3_000 })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/^Status do lead/));
    await userEvent.click(await screen.findByRole('option', { name: 'Qualificado' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('12 contatos vão receber', {}, { timeout: 3_000 })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Texto/), 'Feirão no sábado!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data).toMatchObject({
      name: 'Feirão',
      instanceId: EVOLUTION.id,
      templateId: null,
      text: 'Feirão no sábado!',
      sendNow: true,
      audience: { statuses: ['qualified'], recentDays: 7 },
    });
  });
});
