import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLead } from '../../../tests/web/kanban/builders';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { LeadShow } from './LeadShow';

afterEach(() => clearSession());

const lead = {
  ...buildLead({ contactName: 'Joana', contactNumber: '5519988887777' }),
  history: [],
  financingSimulations: [],
};

function renderLeadPage(role: 'admin' | 'vendedor', actions: Record<string, unknown>) {
  const user = signInAs(role);
  renderWithAdmin(
    <ResourceContextProvider value="leads">
      <Routes>
        <Route path="/leads/:id/show" element={<LeadShow />} />
      </Routes>
    </ResourceContextProvider>,
    {
      dataProvider: {
        getOne: async () => ({ data: lead }),
        getList: async () => ({ data: [], total: 0 }),
        ...actions,
      } as unknown as DataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(user) }),
      path: `/leads/${lead.id}/show`,
    },
  );
}

describe("the contact's rights on the lead page", () => {
  it('erases only after the right number: a wrong one keeps the dialog open with the reason', async () => {
    const wrong = new HttpError('400', 400, {
      error: 'validation_error',
      message: 'O número não confere com o do titular',
      details: [{ field: 'confirm', message: 'O número não confere com o do titular' }],
    });
    const eraseContactData = vi.fn().mockRejectedValueOnce(wrong).mockResolvedValueOnce({
      success: true,
      conversations: 1,
      messages: 12,
      mediaFiles: 3,
      jobsCancelled: 1,
    });
    renderLeadPage('admin', { eraseContactData });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Excluir dados do titular' }, { timeout: 15000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Número do titular (só dígitos)');
    expect(within(dialog).getByText('Digite 5519988887777 para confirmar')).toBeVisible();
    await user.type(field, '5511000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('O número não confere com o do titular')).toBeVisible();
    expect(eraseContactData).toHaveBeenCalledWith(lead.id, '5511000000000');

    await user.clear(field);
    await user.type(field, '5519988887777');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Dados do titular excluídos')).toBeVisible();
    expect(screen.getByText('12 mensagens e 3 arquivos removidos')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(eraseContactData).toHaveBeenLastCalledWith(lead.id, '5519988887777');
  });

  it('exports the contact data for an admin', async () => {
    const exportContactData = vi.fn(async () => ({
      exportedAt: '2026-11-28T10:00:00.000Z',
      messagesCsv: 'a;b\r\n',
    }));
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderLeadPage('admin', { exportContactData });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Exportar dados do titular' }, { timeout: 15000 }),
    );
    expect(await screen.findByText('Dados do titular exportados')).toBeVisible();
    expect(exportContactData).toHaveBeenCalledWith(lead.id);
    // The JSON file and the CSV of the messages.
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('shows a seller neither action', async () => {
    renderLeadPage('vendedor', {});
    expect(await screen.findByText('+55 (19) 98888-7777', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir dados do titular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar dados do titular' })).not.toBeInTheDocument();
  });
});
