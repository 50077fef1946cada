import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserBonus } from '../../contract/bonuses';
import { createInMemoryDataProvider } from '../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { BonusBadge } from './BonusBadge';

const bonus = (id: string, achieved: boolean): UserBonus => ({
  id,
  isEnabled: true,
  achieved,
  progress: achieved ? 120 : 40,
  measured: achieved ? 6 : 2,
  payout: achieved ? 500 : 0,
  bonusConfig: {
    id: `config-${id}`,
    name: `Meta ${id}`,
    description: '',
    category: 'Meta Dinheiro',
    type: 'sales_goals',
    valueType: 'fixed',
    value: 500,
    targetValue: 5,
    month: 3,
    year: 2025,
    isActive: true,
    measure: 'count',
    createdAt: '2025-03-01T12:00:00.000Z',
  },
});

const renderBadge = (bonuses: UserBonus[] | Error) => {
  const asked: string[] = [];
  const dataProvider = {
    ...createInMemoryDataProvider(),
    getUserBonuses: async (month: number, year: number) => {
      asked.push(`${month}/${year}`);
      if (bonuses instanceof Error) throw bonuses;
      return bonuses;
    },
  };
  renderWithAdmin(<BonusBadge>Bônus</BonusBadge>, { dataProvider });
  return asked;
};

describe('the header bonus badge', () => {
  it("counts this month's achieved bonuses of the signed-in user", async () => {
    const asked = renderBadge([bonus('a', true), bonus('b', false), bonus('c', true)]);
    expect(await screen.findByText(', Bônus conquistados: 2')).toBeInTheDocument();
    expect(screen.getByTitle('Bônus conquistados: 2')).toHaveTextContent('2');
    const today = new Date();
    expect(asked).toEqual([`${today.getMonth() + 1}/${today.getFullYear()}`]);
    expect(screen.getByText('Bônus')).toBeVisible();
  });

  it('shows no number while none is achieved', async () => {
    renderBadge([bonus('a', false)]);
    await waitFor(() => expect(screen.getByTitle('Bônus conquistados: 0')).toHaveClass('MuiBadge-invisible'));
    expect(screen.queryByText(/Bônus conquistados/)).not.toBeInTheDocument();
  });

  it('stays quiet when the bonuses cannot be read', async () => {
    renderBadge(new Error('offline'));
    expect(screen.getByText('Bônus')).toBeVisible();
    await waitFor(() => expect(screen.getByTitle('Bônus conquistados: 0')).toHaveClass('MuiBadge-invisible'));
  });
});
