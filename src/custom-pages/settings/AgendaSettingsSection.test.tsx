import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENDA_SETTINGS } from '../../../contract/agenda-settings';
import { agendaDataProvider } from '../../../tests/web/agenda/agendaData';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { AgendaSettingsSection } from './AgendaSettingsSection';

const as = (role: 'admin' | 'vendedor') => createAuthProvider({ fetch: meFetch(signInAs(role)) });

describe('agenda settings on /settings', () => {
  it('lets an admin close Saturday, add a holiday and save through the data provider', async () => {
    const dataProvider = agendaDataProvider([]);
    renderWithAdmin(<AgendaSettingsSection />, { dataProvider, authProvider: as('admin') });
    const saturday = await screen.findByRole('switch', { name: 'Sábado' });
    expect(saturday).toBeChecked();
    await userEvent.click(saturday);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Datas fechadas (AAAA-MM-DD, uma por linha)' }),
      '2025-12-25',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar agenda' }));
    await waitFor(() =>
      expect(dataProvider.saveAgendaSettings).toHaveBeenCalledWith({
        ...DEFAULT_AGENDA_SETTINGS,
        weekly: { ...DEFAULT_AGENDA_SETTINGS.weekly, sat: null },
        closedDates: ['2025-12-25'],
      }),
    );
    expect(await screen.findByText('Agenda salva')).toBeVisible();
  });

  it("shows the server's message under the field it names", async () => {
    const dataProvider = agendaDataProvider([]);
    dataProvider.saveAgendaSettings = vi.fn(() =>
      Promise.reject(
        new HttpError('400: Fuso horário inválido', 400, {
          error: 'validation_error',
          message: 'Fuso horário inválido (use um nome IANA, ex.: America/Sao_Paulo)',
          details: [
            {
              field: 'timezone',
              message: 'Fuso horário inválido (use um nome IANA, ex.: America/Sao_Paulo)',
            },
          ],
        }),
      ),
    );
    renderWithAdmin(<AgendaSettingsSection />, { dataProvider, authProvider: as('admin') });
    const zone = await screen.findByRole('combobox', { name: 'Fuso horário' });
    await userEvent.click(zone);
    await userEvent.click(await screen.findByRole('option', { name: 'Manaus (GMT-4)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar agenda' }));
    const field = zone.closest('.MuiFormControl-root') as HTMLElement;
    expect(
      await within(field).findByText('Fuso horário inválido (use um nome IANA, ex.: America/Sao_Paulo)'),
    ).toBeVisible();
  });

  it('shows the zone by city and offset and stores its IANA name', async () => {
    const dataProvider = agendaDataProvider([]);
    renderWithAdmin(<AgendaSettingsSection />, { dataProvider, authProvider: as('admin') });
    const zone = await screen.findByRole('combobox', { name: 'Fuso horário' });
    expect(zone).toHaveTextContent('Brasília (GMT-3)');
    expect(screen.queryByText('America/Sao_Paulo')).toBeNull();
    await userEvent.click(zone);
    await userEvent.click(await screen.findByRole('option', { name: 'Rio Branco (GMT-5)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar agenda' }));
    await waitFor(() =>
      expect(dataProvider.saveAgendaSettings).toHaveBeenCalledWith({
        ...DEFAULT_AGENDA_SETTINGS,
        timezone: 'America/Rio_Branco',
      }),
    );
  });

  it('shows a seller the hours without letting it change them', async () => {
    renderWithAdmin(<AgendaSettingsSection />, {
      dataProvider: agendaDataProvider([]),
      authProvider: as('vendedor'),
    });
    expect(await screen.findByText('Somente administradores alteram a agenda.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Domingo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar agenda' })).toBeNull();
  });
});
