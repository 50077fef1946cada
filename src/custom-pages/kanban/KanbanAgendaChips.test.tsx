import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLead } from '../../../tests/web/kanban/builders';
import { installFakeLeadsServer } from '../../../tests/web/kanban/fakeLeadsServer';
import { renderKanban } from '../../../tests/web/kanban/renderKanban';

const cardNamed = (name: string) => screen.getByRole('listitem', { name });

describe('lead card: next appointment, trade-in and financing', () => {
  it('shows the next appointment on the shop clock and the two chips', async () => {
    installFakeLeadsServer({
      leads: [
        buildLead({
          contactName: 'Maria Silva',
          nextAppointment: {
            id: '30000000-0000-4000-8000-000000000001',
            kind: 'test_drive',
            startsAt: '2026-12-05T10:00:00-03:00',
          },
          hasTradeIn: true,
          financingInterestAt: '2026-11-20T18:30:00.000Z',
        }),
        buildLead({ contactName: 'João Pereira' }),
      ],
    });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    const maria = within(cardNamed('Maria Silva'));
    expect(maria.getByLabelText('Próximo agendamento: sáb 05/12 10:00 · Test drive')).toBeVisible();
    expect(maria.getByText('Usado na troca')).toBeVisible();
    expect(maria.getByText('Financiamento')).toBeVisible();

    const joao = within(cardNamed('João Pereira'));
    expect(joao.queryByLabelText(/Próximo agendamento/)).toBeNull();
    expect(joao.queryByText('Usado na troca')).toBeNull();
    expect(joao.queryByText('Financiamento')).toBeNull();
  });

  it('names the kind of visit booked', async () => {
    installFakeLeadsServer({
      leads: [
        buildLead({
          contactName: 'Carla Dias',
          nextAppointment: {
            id: '30000000-0000-4000-8000-000000000002',
            kind: 'avaliacao_usado',
            startsAt: '2026-12-08T15:30:00-03:00',
          },
        }),
      ],
    });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Carla Dias' });
    expect(
      within(cardNamed('Carla Dias')).getByLabelText(
        'Próximo agendamento: ter 08/12 15:30 · Avaliação do usado',
      ),
    ).toBeVisible();
  });
});
