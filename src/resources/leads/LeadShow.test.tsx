import { screen, within } from '@testing-library/react';
import { type DataProvider, type GetListParams, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../contract/agenda';
import type { TradeIn } from '../../../contract/financing';
import type { LeadDetail } from '../../../contract/lead-register';
import { buildLead } from '../../../tests/web/kanban/builders';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { LeadShow } from './LeadShow';

afterEach(() => clearSession());

const LEAD = '00000000-0000-4000-8000-0000000000b1';

const visit = (overrides: Partial<Appointment>): Appointment => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  leadId: LEAD,
  vehicleId: null,
  kind: 'test_drive',
  startsAt: '2026-12-05T10:00:00-03:00',
  durationMinutes: 60,
  sellerId: null,
  status: 'scheduled',
  source: 'ai',
  notes: '',
  contactName: 'Maria Silva',
  contactNumber: '5511988887777',
  conversationId: '00000000-0000-4000-8000-0000000000d1',
  vehicleLabel: 'Corolla XEi 2020',
  sellerName: 'Bruno Lima',
  createdAt: '2026-11-28T15:00:00.000Z',
  updatedAt: '2026-11-28T15:00:00.000Z',
  ...overrides,
});

const gol: TradeIn = {
  id: '00000000-0000-4000-8000-0000000000e1',
  leadId: LEAD,
  make: 'Volkswagen',
  model: 'Gol',
  year: 2015,
  km: 80_000,
  plate: null,
  conditionNotes: '',
  photoMessageIds: [],
  referencePrice: 38_412,
  referenceSource: 'fipe',
  referenceMonth: 'novembro de 2026',
  createdBy: 'ai',
  createdAt: '2026-11-28T15:00:00.000Z',
  updatedAt: '2026-11-28T15:00:00.000Z',
};

function renderShow(lead: LeadDetail, rows: { appointments: Appointment[]; 'trade-ins': TradeIn[] }) {
  const user = signInAs('admin');
  const asked: Array<{ resource: string; params: GetListParams }> = [];
  const dataProvider = {
    getOne: async () => ({ data: lead }),
    getList: async (resource: 'appointments' | 'trade-ins', params: GetListParams) => {
      asked.push({ resource, params });
      return { data: rows[resource], total: rows[resource].length };
    },
  } as unknown as DataProvider;
  renderWithAdmin(
    <ResourceContextProvider value="leads">
      <Routes>
        <Route path="/leads/:id/show" element={<LeadShow />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, authProvider: createAuthProvider({ fetch: meFetch(user) }), path: `/leads/${LEAD}/show` },
  );
  return asked;
}

describe("the lead's page: appointments, trade-in and financing", () => {
  it('lists the appointments with their status and source, the trade-in and the AI simulations', async () => {
    const lead: LeadDetail = {
      ...buildLead({ id: LEAD, contactName: 'Maria Silva', financingInterestAt: '2026-11-20T18:30:00.000Z' }),
      history: [],
      financingSimulations: [
        {
          text: 'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 10.000,00 — 48x R$ 2.100,00',
          at: '2026-11-20T18:30:00.000Z',
        },
      ],
    };
    const asked = renderShow(lead, {
      appointments: [
        visit({}),
        visit({
          id: '00000000-0000-4000-8000-0000000000c2',
          kind: 'visita',
          startsAt: '2026-11-21T15:00:00-03:00',
          status: 'no_show',
          source: 'staff',
        }),
      ],
      'trade-ins': [gol],
    });
    const visits = await screen.findByRole('region', { name: 'Agendamentos' }, { timeout: 15000 });
    expect(await within(visits).findByText('sáb 05/12 10:00 · Test drive')).toBeVisible();
    expect(within(visits).getAllByText('Corolla XEi 2020 · Bruno Lima')).toHaveLength(2);
    expect(within(visits).getByText('Agendado')).toBeVisible();
    expect(within(visits).getByText('IA')).toBeVisible();
    expect(within(visits).getByText('sáb 21/11 15:00 · Visita')).toBeVisible();
    expect(within(visits).getByText('Não compareceu')).toBeVisible();
    expect(within(visits).getByText('Equipe')).toBeVisible();
    expect(asked.find((call) => call.resource === 'appointments')?.params.filter).toEqual({ leadId: LEAD });

    expect(await screen.findByText('Volkswagen Gol 2015')).toBeVisible();

    const financing = screen.getByRole('region', { name: 'Financiamento' });
    expect(
      within(financing).getByText(/^Pediu simulação de financiamento em 20\/11\/2026, \d\d:30\.$/),
    ).toBeVisible();
    expect(
      within(financing).getByText(
        'IA simulou financiamento — Corolla XEi 2020 — entrada R$ 10.000,00 — 48x R$ 2.100,00',
      ),
    ).toBeVisible();
  });

  it('says so when the lead has no appointment and never asked about financing', async () => {
    const lead: LeadDetail = { ...buildLead({ id: LEAD }), history: [], financingSimulations: [] };
    renderShow(lead, { appointments: [], 'trade-ins': [] });
    expect(
      await screen.findByText('Nenhum agendamento para este lead.', {}, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByText('O cliente ainda não pediu simulação de financiamento.')).toBeVisible();
    expect(screen.getByText('Nenhum usado registrado para este lead.')).toBeVisible();
  });

  it("shows the portal's lead with its source and that its number is not on WhatsApp", async () => {
    const lead: LeadDetail = {
      ...buildLead({
        id: LEAD,
        source: { kind: 'portal', name: 'OLX', at: '2026-11-28T15:00:00.000Z' },
        notOnWhatsappAt: '2026-11-28T15:01:00.000Z',
      }),
      history: [],
      financingSimulations: [],
    };
    renderShow(lead, { appointments: [], 'trade-ins': [] });
    expect(await screen.findByText('Número sem WhatsApp', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByLabelText('Origem: OLX (Portal)')).toBeVisible();
  });

  it('does not flag a number the first message reached', async () => {
    const lead: LeadDetail = { ...buildLead({ id: LEAD }), history: [], financingSimulations: [] };
    renderShow(lead, { appointments: [], 'trade-ins': [] });
    await screen.findByText('Nenhum agendamento para este lead.', {}, { timeout: 15000 });
    expect(screen.queryByText('Número sem WhatsApp')).toBeNull();
  });
});
