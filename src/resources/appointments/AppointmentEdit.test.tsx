import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GetOneParams, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENDA_SETTINGS } from '../../../contract/agenda-settings';
import { agendaDataProvider, buildAppointment } from '../../../tests/web/agenda/agendaData';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { AppointmentEdit } from './AppointmentEdit';

const renderEdit = (visit = buildAppointment(), timezone = 'America/Sao_Paulo') => {
  const dataProvider = agendaDataProvider([visit], { ...DEFAULT_AGENDA_SETTINGS, timezone });
  dataProvider.getOne = vi.fn(async (_resource: string, _params: GetOneParams) => ({ data: visit })) as never;
  renderWithAdmin(
    <Routes>
      <Route
        path="/appointments/:id"
        element={
          <ResourceContextProvider value="appointments">
            <AppointmentEdit />
          </ResourceContextProvider>
        }
      />
    </Routes>,
    {
      dataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(signInAs('vendedor')) }),
      path: `/appointments/${visit.id}`,
    },
  );
  return { dataProvider, visit };
};

describe('appointment edit', () => {
  it("moves a visit on the shop's clock and sends only what the server accepts", async () => {
    const { dataProvider, visit } = renderEdit(
      buildAppointment({ startsAt: '2025-03-15T10:00:00-04:00' }),
      'America/Manaus',
    );
    const when = await screen.findByLabelText('Data e hora *');
    expect(when).toHaveValue('2025-03-15T10:00');
    await userEvent.clear(when);
    await userEvent.type(when, '2025-03-15T11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0] ?? [];
    expect(params?.data).toEqual({
      kind: 'test_drive',
      startsAt: '2025-03-15T11:00:00-04:00',
      durationMinutes: 60,
      vehicleId: null,
      sellerId: visit.sellerId,
      status: 'scheduled',
      notes: '',
    });
  });

  it('offers to cancel the visit rather than delete it', async () => {
    renderEdit();
    expect(await screen.findByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});
