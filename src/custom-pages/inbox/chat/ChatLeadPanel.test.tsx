import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TradeIn } from '../../../../contract/financing';
import type { LeadDetail } from '../../../../contract/lead-register';
import { buildConversation } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';
import { buildLead } from '../../../../tests/web/kanban/builders';
import { jsonResponse } from '../../../../tests/web/session';
import { dataProvider } from '../../../providers/dataProvider';

const LEAD = '00000000-0000-4000-8000-0000000000f1';
const PANEL_BUTTON = 'Agenda, usado e financiamento do lead';

const gol: TradeIn = {
  id: '00000000-0000-4000-8000-0000000000f2',
  leadId: LEAD,
  make: 'Volkswagen',
  model: 'Gol',
  year: 2015,
  km: 80_000,
  plate: null,
  conditionNotes: 'Riscos no para-choque',
  photoMessageIds: [],
  referencePrice: 38_412,
  referenceSource: 'fipe',
  referenceMonth: 'novembro de 2026',
  createdBy: 'ai',
  createdAt: '2026-11-28T15:00:00.000Z',
  updatedAt: '2026-11-28T15:00:00.000Z',
};

const leadDetail = (overrides: Partial<LeadDetail> = {}): LeadDetail => ({
  ...buildLead({ id: LEAD }),
  history: [],
  financingSimulations: [],
  ...overrides,
});

const serve = (lead: LeadDetail, tradeIns: TradeIn[]) => {
  const server = installFakeChatServer();
  server.on('GET', /^\/api\/leads\/[^/]+$/, () => jsonResponse(200, lead));
  server.on('GET', /^\/api\/trade-ins$/, () =>
    jsonResponse(200, tradeIns, { 'Content-Range': `trade-ins 0-${tradeIns.length}/${tradeIns.length}` }),
  );
  return server;
};

beforeEach(() => {
  stubChatLayout();
});

describe("the chat's lead panel", () => {
  it('shows the next appointment, the trade-in in short and the financing interest', async () => {
    const server = serve(
      leadDetail({
        nextAppointment: {
          id: '00000000-0000-4000-8000-0000000000f3',
          kind: 'test_drive',
          startsAt: '2026-12-05T10:00:00-03:00',
        },
        hasTradeIn: true,
        financingInterestAt: '2026-11-20T18:30:00.000Z',
      }),
      [gol],
    );
    renderChat(buildConversation({ leadId: LEAD }), { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: PANEL_BUTTON }));
    const panel = await screen.findByRole('dialog', { name: 'Lead' });
    expect(await within(panel).findByText('sáb 05/12 10:00 · Test drive')).toBeVisible();
    expect(await within(panel).findByText('Volkswagen Gol 2015')).toBeVisible();
    expect(within(panel).getByText('80.000 km')).toBeVisible();
    expect(within(panel).getByText(/^Pediu simulação de financiamento em 20\/11\/2026/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Ver lead completo' })).toHaveAttribute(
      'href',
      `/leads/${LEAD}/show`,
    );
    expect(server.callsTo('GET', /^\/api\/leads\/[^/]+$/).map((call) => call.path)).toEqual([
      `/api/leads/${LEAD}`,
    ]);
  });

  it('says when there is no appointment and no trade-in', async () => {
    serve(leadDetail(), []);
    renderChat(buildConversation({ leadId: LEAD }), { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: PANEL_BUTTON }));
    const panel = await screen.findByRole('dialog', { name: 'Lead' });
    expect(await within(panel).findByText('Nenhum agendamento.')).toBeVisible();
    expect(await within(panel).findByText('Nenhum usado registrado para este lead.')).toBeVisible();
  });

  it('is not offered for a conversation without a lead', () => {
    installFakeChatServer();
    renderChat(buildConversation({ leadId: null }));
    expect(screen.queryByRole('button', { name: PANEL_BUTTON })).toBeNull();
  });
});
