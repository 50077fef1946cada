import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboardInstance } from '../../../tests/web/dashboard/fixtures';
import { renderDashboard } from '../../../tests/web/dashboard/renderDashboard';

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe("an official number's card", () => {
  it('shows the verified name, the quality and the messaging tier in Portuguese; other numbers show none', async () => {
    renderDashboard({
      instances: [
        buildDashboardInstance({
          name: 'Vendas Oficial',
          gateway: 'cloud',
          official: {
            verifiedName: 'Auto Center Demo',
            qualityRating: 'YELLOW',
            messagingLimitTier: 'TIER_1K',
          },
        }),
        buildDashboardInstance({ name: 'Loja Sul' }),
      ],
    });
    await screen.findByRole('heading', { name: 'Vendas Oficial' });
    const facts = within(
      within(cardOf('Vendas Oficial')).getByLabelText('Dados do número oficial de Vendas Oficial'),
    );
    expect(facts.getByText('Auto Center Demo')).toBeVisible();
    expect(facts.getByText('Média')).toBeVisible();
    expect(facts.getByText('1 mil clientes/dia')).toBeVisible();
    expect(within(cardOf('Loja Sul')).queryByText('Nome verificado:')).not.toBeInTheDocument();
  });

  it('says an unverified number has no tier yet', async () => {
    renderDashboard({
      instances: [
        buildDashboardInstance({
          name: 'Vendas Oficial',
          gateway: 'cloud',
          official: { verifiedName: 'Loja', qualityRating: 'GREEN', messagingLimitTier: null },
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Vendas Oficial' });
    expect(within(cardOf('Vendas Oficial')).getByText('Não verificado')).toBeVisible();
    expect(within(cardOf('Vendas Oficial')).getByText('Alta')).toBeVisible();
  });
});
