import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { LeadSourceCreate } from './LeadSourceCreate';

const INSTANCE = { id: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13', name: 'Loja Centro' };
const URL = 'https://app.example.com/api/leads/intake/tok-abc';

afterEach(() => clearSession());

describe('a new lead source at /lead-sources/create', () => {
  it('sends the name, kind, instance and delay, then shows the intake URL once', async () => {
    const user = signInAs('admin');
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 'src-1', ...params.data, revokedAt: null, createdAt: '', token: 'tok-abc', intakeUrl: URL },
    }));
    const dataProvider = {
      create,
      getList: async () => ({ data: [INSTANCE], total: 1 }),
      getMany: async () => ({ data: [INSTANCE] }),
    } as unknown as DataProvider;
    renderWithAdmin(
      <ResourceContextProvider value="lead-sources">
        <LeadSourceCreate />
      </ResourceContextProvider>,
      {
        dataProvider,
        authProvider: createAuthProvider({ fetch: meFetch(user) }),
        path: '/lead-sources/create',
      },
    );
    const name = await screen.findByLabelText(/^Nome/, {}, { timeout: 15_000 });
    await userEvent.type(name, 'Webmotors');
    await userEvent.click(await screen.findByLabelText(/^Instância que responde/));
    await userEvent.click(await screen.findByRole('option', { name: 'Loja Centro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data).toEqual({
      name: 'Webmotors',
      kind: 'portal',
      instanceId: INSTANCE.id,
      replyDelaySeconds: 60,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Endereço de recebimento: Webmotors' });
    expect(within(dialog).getByLabelText('URL para o portal enviar leads (JSON)')).toHaveValue(URL);
    expect(within(dialog).getByLabelText('URL no formato de leads da OLX')).toHaveValue(`${URL}/olx`);
  });
});
