import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboardInstance } from '../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../tests/web/dashboard/renderDashboard';

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe("the instance card's AI state", () => {
  it("shows 'OFF' when the AI is switched off in the settings, though the card switch is on", async () => {
    renderDashboard({
      instances: [
        buildDashboardInstance({
          name: 'Loja Centro',
          aiEnabled: true,
          globalAiEnabled: false,
          aiActive: false,
        }),
        buildDashboardInstance({ name: 'Loja Sul', aiEnabled: true, aiActive: true }),
      ],
    });
    await screen.findByRole('heading', { name: 'Loja Centro' });
    expect(within(cardOf('Loja Centro')).getByText('OFF')).toBeVisible();
    expect(within(cardOf('Loja Centro')).queryByText('IA')).not.toBeInTheDocument();
    expect(within(cardOf('Loja Sul')).getByText('IA')).toBeVisible();
  });

  it('shows a failing AI with the time of its last failure, and a refused key as "chave recusada"', async () => {
    renderDashboard({
      instances: [
        buildDashboardInstance({
          name: 'Loja Centro',
          aiFailure: {
            at: '2025-03-10T13:05:00.000Z',
            message: 'OpenAI recusou a chave de API (401): Incorrect API key provided',
            keyRejected: true,
          },
        }),
        buildDashboardInstance({
          name: 'Loja Sul',
          aiFailure: { at: '2025-03-10T13:07:00.000Z', message: 'OpenAI indisponível', keyRejected: false },
        }),
        buildDashboardInstance({ name: 'Loja Norte' }),
      ],
    });
    await screen.findByRole('heading', { name: 'Loja Centro' });
    const centro = within(cardOf('Loja Centro'));
    expect(centro.getByText('chave recusada')).toBeVisible();
    expect(centro.getByText(/Última falha em 10\/03\/2025/)).toBeVisible();
    expect(centro.getByText(/Incorrect API key provided/)).toBeVisible();
    expect(centro.getByText(/As respostas estão paradas/)).toBeVisible();
    expect(within(cardOf('Loja Sul')).getByText('IA falhando')).toBeVisible();
    expect(within(cardOf('Loja Norte')).queryByText('IA falhando')).not.toBeInTheDocument();
  });
});
