import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { LeadSourceCreate } from './LeadSourceCreate';

const INSTANCE = { id: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13', name: 'Loja Centro', gateway: 'evolution' };
const OFFICIAL = { id: '2b6e1c3d-8f4a-4b7c-9e21-5d3f0a7c6b84', name: 'Vendas Oficial', gateway: 'cloud' };
const TEMPLATE = { id: '9d4c2e1f-3b5a-4c6d-8e7f-1a2b3c4d5e6f', name: 'primeiro_contato', status: 'APPROVED' };
const URL = 'https://app.example.com/api/leads/intake/tok-abc';

afterEach(() => clearSession());

function renderCreate(dataProvider: DataProvider, user: ReturnType<typeof signInAs>) {
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
}

const created = () =>
  vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { id: 'src-1', ...params.data, revokedAt: null, createdAt: '', token: 'tok-abc', intakeUrl: URL },
  }));

describe('a new lead source at /lead-sources/create', () => {
  it('sends the name, kind, instance and delay, then shows the intake URL once', async () => {
    const user = signInAs('admin');
    const create = created();
    const dataProvider = {
      create,
      getList: async () => ({ data: [INSTANCE], total: 1 }),
      getMany: async () => ({ data: [INSTANCE] }),
    } as unknown as DataProvider;
    renderCreate(dataProvider, user);
    const name = await screen.findByLabelText(/^Nome/, {}, { timeout: 15_000 });
    await userEvent.type(name, 'Webmotors');
    await userEvent.click(await screen.findByLabelText(/^Instância que responde/));
    await userEvent.click(await screen.findByRole('option', { name: 'Loja Centro' }));
    // An Evolution number sends its first message as text: no template to choose.
    expect(screen.queryByLabelText(/^Modelo do primeiro contato/)).toBeNull();
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

  it('offers the approved templates of an official number and sends the one chosen', async () => {
    const user = signInAs('admin');
    const create = created();
    const getList = vi.fn(async (resource: string) =>
      resource === 'message-templates'
        ? { data: [TEMPLATE], total: 1 }
        : { data: [INSTANCE, OFFICIAL], total: 2 },
    );
    const dataProvider = {
      create,
      getList,
      getMany: async (resource: string, params: { ids: string[] }) => ({
        data: (resource === 'message-templates' ? [TEMPLATE] : [INSTANCE, OFFICIAL]).filter((row) =>
          params.ids.includes(row.id),
        ),
      }),
    } as unknown as DataProvider;
    renderCreate(dataProvider, user);
    await userEvent.type(await screen.findByLabelText(/^Nome/, {}, { timeout: 15_000 }), 'OLX');
    await userEvent.click(await screen.findByLabelText(/^Instância que responde/));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas Oficial' }));
    await userEvent.click(await screen.findByLabelText(/^Modelo do primeiro contato/));
    await userEvent.click(await screen.findByRole('option', { name: 'primeiro_contato' }));
    expect(getList).toHaveBeenCalledWith(
      'message-templates',
      expect.objectContaining({ filter: { instanceId: OFFICIAL.id, status: 'APPROVED' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data).toMatchObject({
      instanceId: OFFICIAL.id,
      templateId: TEMPLATE.id,
    });
  });
});
