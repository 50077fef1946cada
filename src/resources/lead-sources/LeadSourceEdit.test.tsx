import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { LeadSourceEdit } from './LeadSourceEdit';

const OFFICIAL = { id: '2b6e1c3d-8f4a-4b7c-9e21-5d3f0a7c6b84', name: 'Vendas Oficial', gateway: 'cloud' };
const TEMPLATE = { id: '9d4c2e1f-3b5a-4c6d-8e7f-1a2b3c4d5e6f', name: 'primeiro_contato', status: 'APPROVED' };
const SOURCE = {
  id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
  name: 'OLX',
  kind: 'portal',
  instanceId: OFFICIAL.id,
  replyDelaySeconds: 60,
  templateId: null,
  revokedAt: null,
  createdAt: '2026-11-28T15:00:00.000Z',
};

afterEach(() => clearSession());

describe('a lead source at /lead-sources/:id', () => {
  it('keeps the number and lets an admin choose the approved template of the first contact', async () => {
    const user = signInAs('admin');
    const update = vi.fn(
      async (_resource: string, params: { id: string; data: Record<string, unknown> }) => ({
        data: { ...SOURCE, ...params.data },
      }),
    );
    const dataProvider = {
      getOne: async () => ({ data: SOURCE }),
      getList: async () => ({ data: [TEMPLATE], total: 1 }),
      getMany: async (resource: string) => ({ data: resource === 'instances' ? [OFFICIAL] : [TEMPLATE] }),
      update,
    } as unknown as DataProvider;
    renderWithAdmin(
      <ResourceContextProvider value="lead-sources">
        <Routes>
          <Route path="/lead-sources/:id" element={<LeadSourceEdit />} />
        </Routes>
      </ResourceContextProvider>,
      {
        dataProvider,
        authProvider: createAuthProvider({ fetch: meFetch(user) }),
        path: `/lead-sources/${SOURCE.id}`,
      },
    );
    await screen.findByText('Vendas Oficial', {}, { timeout: 15_000 });
    const picker = await screen.findByRole('combobox', { name: /^Modelo do primeiro contato/ });
    // The choices load after the number is known; the select opens once they are there.
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'primeiro_contato' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[1]).toMatchObject({ id: SOURCE.id, data: { templateId: TEMPLATE.id } });
  });
});
