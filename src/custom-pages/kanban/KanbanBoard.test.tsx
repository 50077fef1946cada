import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildLead, SOUTH_ID } from '../../../tests/web/kanban/builders';
import { installFakeLeadsServer } from '../../../tests/web/kanban/fakeLeadsServer';
import {
  cardsIn,
  columnNamed,
  countOf,
  currentLocation,
  renderKanban,
} from '../../../tests/web/kanban/renderKanban';
import { jsonResponse } from '../../../tests/web/session';

const COLUMNS = ['Novos', 'Qualificados', 'Negociando', 'Vendidos', 'Perdidos'];
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3_600_000;

const cardNamed = (name: string) => screen.getByRole('listitem', { name });

describe('lead board', () => {
  it('shows the loading text, then the five columns with their counts', async () => {
    installFakeLeadsServer({
      leads: [
        buildLead({ contactName: 'Maria Silva' }),
        buildLead({ contactName: 'João Pereira' }),
        buildLead({ contactName: 'Carla Dias', status: 'qualified' }),
        buildLead({ contactName: 'Paulo Reis', status: 'closed_won', soldChannel: 'OLX' }),
      ],
    });
    renderKanban();
    expect(screen.getByRole('heading', { name: 'Kanban de Leads' })).toBeVisible();
    expect(screen.getByText('Carregando leads...')).toBeVisible();

    await screen.findByRole('listitem', { name: 'Maria Silva' });
    expect(screen.queryByText('Carregando leads...')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      COLUMNS,
    );
    expect(COLUMNS.map(countOf)).toEqual(['2', '1', '0', '1', '0']);
    expect(cardsIn('Qualificados')).toEqual(['Carla Dias']);
    expect(within(columnNamed('Perdidos')).getByText('Nenhum lead')).toBeVisible();
  });

  it('counts every lead of a column the server sent only in part', async () => {
    const server = installFakeLeadsServer();
    server.on('GET', /^\/api\/leads\/all$/, () =>
      jsonResponse(200, {
        leads: [buildLead({ contactName: 'Paulo Reis', status: 'closed_won' })],
        totals: { new: 0, qualified: 0, negotiating: 0, closed_won: 700, closed_lost: 0 },
        limitPerStatus: 500,
        organizationName: 'Auto Center Demo',
      }),
    );
    renderKanban();
    await screen.findByRole('listitem', { name: 'Paulo Reis' });
    expect(countOf('Vendidos')).toBe('700');
    expect(within(columnNamed('Vendidos')).getByText('Mostrando os 1 mais recentes de 700')).toBeVisible();
  });

  it('filters by name or number as the user types, and by instance', async () => {
    const server = installFakeLeadsServer({
      leads: [
        buildLead({ contactName: 'Maria Silva', contactNumber: '5511988887777' }),
        buildLead({ contactName: 'João Pereira', contactNumber: '5521977776666' }),
        buildLead({ contactName: 'Carla Dias', instanceId: SOUTH_ID, instanceName: 'Seminovos Sul' }),
      ],
    });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    const search = screen.getByRole('searchbox', { name: 'Buscar leads' });
    expect(search).toHaveAttribute('placeholder', 'Buscar leads...');

    fireEvent.change(search, { target: { value: 'MARIA' } });
    expect(cardsIn('Novos')).toEqual(['Maria Silva']);
    expect(countOf('Novos')).toBe('1');
    fireEvent.change(search, { target: { value: '97777' } });
    expect(cardsIn('Novos')).toEqual(['João Pereira']);
    // The server is asked too, once the typing pauses.
    await waitFor(() =>
      expect(
        server
          .callsTo('GET', /^\/api\/leads\/all$/)
          .at(-1)
          ?.query.get('search'),
      ).toBe('97777'),
    );
    fireEvent.change(search, { target: { value: '' } });

    await userEvent.click(screen.getByRole('combobox', { name: 'Instância' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Seminovos Sul' }));
    await waitFor(() => expect(cardsIn('Novos')).toEqual(['Carla Dias']));
    expect(currentLocation.search).toBe(`?instance=${SOUTH_ID}`);
    expect(
      server
        .callsTo('GET', /^\/api\/leads\/all$/)
        .at(-1)
        ?.query.get('instanceId'),
    ).toBe(SOUTH_ID);
  });

  it('shows on each card what the spec lists', async () => {
    const long = `Quero saber as condições de financiamento do Onix 2020 com entrada de dez mil reais ${'e'.repeat(20)}`;
    installFakeLeadsServer({
      leads: [
        buildLead({
          contactName: 'Maria Silva',
          createdAt: '2025-03-01T12:00:00.000Z',
          aiQualificationScore: 87,
          qualificationLevel: 'HOT',
          lastMessage: long,
          lastMessageAt: ago(90_000),
        }),
        buildLead({ contactName: '', contactNumber: '5511944443333', lastMessageAt: ago(20_000) }),
        buildLead({
          contactName: 'Audio',
          lastMessageType: 'audio',
          lastMessage: '',
          lastMessageAt: ago(3 * HOUR),
        }),
        buildLead({ contactName: 'Dois Dias', lastMessageAt: ago(50 * HOUR) }),
        buildLead({ contactName: 'Antigo', lastMessageAt: '2025-02-10T12:00:00.000Z' }),
        buildLead({ contactName: 'Sem Data', lastMessageAt: null }),
      ],
    });
    renderKanban();
    const maria = within(await screen.findByRole('listitem', { name: 'Maria Silva' }));
    expect(maria.getByRole('heading', { name: 'Maria Silva' })).toBeVisible();
    expect(maria.getByText('Loja Centro')).toBeVisible();
    expect(maria.getByText('01/03/25')).toBeVisible();
    expect(maria.getByText('Score: 87')).toBeVisible();
    expect(maria.getByLabelText('Qualificação da IA: HOT')).toHaveTextContent('HOT');
    expect(maria.getByText('Última msg: há 1min')).toBeVisible();
    expect(maria.getByText(`${long.slice(0, 80)}...`)).toBeVisible();

    expect(within(cardNamed('+55 (11) 94444-3333')).getByText('Última msg: Agora mesmo')).toBeVisible();
    expect(within(cardNamed('+55 (11) 94444-3333')).getByText('Score: —')).toBeVisible();
    expect(within(cardNamed('Audio')).getByText('Última msg: há 3h')).toBeVisible();
    expect(within(cardNamed('Audio')).getByText('Nova mensagem')).toBeVisible();
    expect(within(cardNamed('Dois Dias')).getByText('Última msg: há 2 dia(s)')).toBeVisible();
    expect(within(cardNamed('Antigo')).getByText('Última msg: 10/02/25')).toBeVisible();
    expect(within(cardNamed('Sem Data')).getByText('Última msg: Sem data')).toBeVisible();
  });

  it("shows a card's last message without WhatsApp's markers, on one line", async () => {
    installFakeLeadsServer({
      leads: [
        buildLead({ contactName: 'Maria Silva', lastMessage: '*Promoção*\n_Civic_ ~2019~ ```2020```' }),
      ],
    });
    renderKanban();
    const maria = within(await screen.findByRole('listitem', { name: 'Maria Silva' }));
    expect(maria.getByText('Promoção Civic 2019 2020')).toBeVisible();
  });

  it("opens the lead's conversation in the inbox", async () => {
    const lead = buildLead({ contactName: 'Maria Silva' });
    installFakeLeadsServer({ leads: [lead] });
    renderKanban();
    const card = within(await screen.findByRole('listitem', { name: 'Maria Silva' }));
    await userEvent.click(card.getByRole('link', { name: 'Ver conversa' }));
    expect(currentLocation.pathname).toBe('/chat');
    expect(currentLocation.search).toBe(`?conversation=${lead.conversationId}`);
  });

  it('says so when the leads cannot be read, and reads them again on request', async () => {
    const server = installFakeLeadsServer({ leads: [buildLead({ contactName: 'Maria Silva' })] });
    server.on('GET', /^\/api\/leads\/all$/, () =>
      jsonResponse(500, { error: 'internal_error', message: 'Erro interno do servidor' }),
    );
    renderKanban();
    expect(
      await screen.findByText('Erro ao carregar leads: Erro interno do servidor', {}, { timeout: 5_000 }),
    ).toBeVisible();
    server.on('GET', /^\/api\/leads\/all$/, () =>
      jsonResponse(200, {
        leads: [buildLead({ contactName: 'Maria Silva' })],
        totals: { new: 1, qualified: 0, negotiating: 0, closed_won: 0, closed_lost: 0 },
        limitPerStatus: 500,
        organizationName: 'Auto Center Demo',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('listitem', { name: 'Maria Silva' })).toBeVisible();
  });
});
