import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wallClock } from '../../../contract/zoned-time';
import { agendaDataProvider, buildAppointment } from '../../../tests/web/agenda/agendaData';
import { DESKTOP_WIDTH, installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import AgendaPage from './AgendaPage';

/** Saturday 15 March 2025, 09:00 in São Paulo. */
const NOW = new Date('2025-03-15T12:00:00.000Z');

const signedIn = () => createAuthProvider({ fetch: meFetch(signInAs('admin')) });
const render = (dataProvider: ReturnType<typeof agendaDataProvider>, path = '/agenda') =>
  renderWithAdmin(<AgendaPage />, { dataProvider, authProvider: signedIn(), path });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  installMatchMedia(DESKTOP_WIDTH);
});
afterEach(() => vi.useRealTimers());

describe('/agenda', () => {
  it("shows today's visits in a column per seller", async () => {
    render(
      agendaDataProvider([
        buildAppointment({ startsAt: '2025-03-15T10:00:00-03:00' }),
        buildAppointment({
          startsAt: '2025-03-15T08:00:00-03:00',
          sellerId: 'seller-bruno',
          sellerName: 'Bruno Lima',
          contactName: 'João Pedro',
          kind: 'visita',
          vehicleLabel: null,
        }),
        buildAppointment({ startsAt: '2025-03-17T10:00:00-03:00', contactName: 'Outro Dia' }),
      ]),
    );
    const ana = await screen.findByRole('region', { name: 'Ana Souza' });
    expect(within(ana).getByText('10:00 · Test drive')).toBeVisible();
    expect(within(ana).getByText('Maria Silva')).toBeVisible();
    expect(within(ana).getByText('Corolla XEi 2020')).toBeVisible();
    const bruno = screen.getByRole('region', { name: 'Bruno Lima' });
    expect(within(bruno).getByText('08:00 · Visita')).toBeVisible();
    expect(screen.queryByText('Outro Dia')).toBeNull();
    expect(screen.getByRole('heading', { name: 'sáb 15/03' })).toBeVisible();
  });

  it('shows the week in a column per day, and an empty day view', async () => {
    render(
      agendaDataProvider([
        buildAppointment({ startsAt: '2025-03-17T10:00:00-03:00', contactName: 'Segunda' }),
      ]),
    );
    expect(await screen.findByText('Nenhum agendamento neste período')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    // The week of Saturday the 15th runs from Monday the 10th: the 17th is next week's.
    expect(await screen.findByRole('region', { name: 'seg 10/03' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'dom 16/03' })).toBeVisible();
    expect(screen.queryByText('Segunda')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    const monday = await screen.findByRole('region', { name: 'seg 17/03' });
    expect(within(monday).getByText('Segunda')).toBeVisible();
  });

  it('opens the view and the day the address names', async () => {
    render(
      agendaDataProvider([buildAppointment({ startsAt: '2025-03-18T10:00:00-03:00', contactName: 'Terça' })]),
      '/agenda?view=week&date=2025-03-19',
    );
    const tuesday = await screen.findByRole('region', { name: 'ter 18/03' });
    expect(within(tuesday).getByText('Terça')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks a past visit as showed up through the data provider', async () => {
    const past = buildAppointment({ startsAt: '2025-03-15T08:00:00-03:00' });
    const dataProvider = agendaDataProvider([past]);
    render(dataProvider);
    const card = await screen.findByRole('region', { name: 'Ana Souza' });
    await userEvent.click(within(card).getByRole('button', { name: 'Ações do agendamento' }));
    expect(screen.queryByRole('menuitem', { name: 'Confirmar' })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Compareceu' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'appointments',
        expect.objectContaining({ id: past.id, data: { status: 'done' } }),
      ),
    );
    expect(await within(card).findByText('Compareceu')).toBeVisible();
  });

  it('offers attendance only once the time has come', async () => {
    render(agendaDataProvider([buildAppointment({ startsAt: '2025-03-15T11:00:00-03:00' })]));
    const card = await screen.findByRole('region', { name: 'Ana Souza' });
    await userEvent.click(within(card).getByRole('button', { name: 'Ações do agendamento' }));
    expect(screen.getByRole('menuitem', { name: 'Cancelar agendamento' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Compareceu' })).toBeNull();
  });

  it('shows the loading state, then the error with a retry', async () => {
    // The query's retry waits on real time: this test runs on today's real date.
    vi.useRealTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const today = wallClock(new Date(), 'America/Sao_Paulo').date;
    const dataProvider = agendaDataProvider([buildAppointment({ startsAt: `${today}T23:30:00-03:00` })]);
    const working = dataProvider.getList.getMockImplementation();
    dataProvider.getList.mockImplementation(() => Promise.reject(new HttpError('500: falhou', 500)));
    render(dataProvider);
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(
      await screen.findByText('Não foi possível carregar a agenda', {}, { timeout: 4000 }),
    ).toBeVisible();
    if (working) dataProvider.getList.mockImplementation(working);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Ana Souza' })).toBeVisible();
  });

  it('stacks the columns on a phone', async () => {
    installMatchMedia(PHONE_WIDTH);
    render(
      agendaDataProvider([
        buildAppointment(),
        buildAppointment({ sellerId: 'seller-bruno', sellerName: 'Bruno Lima' }),
      ]),
    );
    const ana = await screen.findByRole('region', { name: 'Ana Souza' });
    const board = ana.parentElement;
    expect(board && getComputedStyle(board).gridTemplateColumns).toBe('1fr');
  });
});
