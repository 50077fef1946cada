import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment, Revenue } from '../../../contract/master';
import { buildPublicUser } from '../../../tests/web/builders';
import { jsonResponse } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { clearSession, saveSession } from '../../providers/session';
import { BillingTab } from './BillingTab';

const months = (values: number[]) =>
  values.map((value, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, value }));

const revenue = (revenuePerMonth: Revenue['revenuePerMonth']): Revenue => ({
  monthlyRevenue: 497,
  yearlyRevenue: 5964,
  upcomingPayments: [],
  revenuePerMonth,
});

const payments: Payment[] = [];

function renderBilling(answer: Revenue) {
  saveSession('token', buildPublicUser({ role: 'super_admin' }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/master/billing/revenue')
      ? jsonResponse(200, answer)
      : jsonResponse(200, payments),
  );
  renderWithAdmin(<BillingTab />, { path: '/master' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('master billing', () => {
  it('says why the received-revenue chart is empty while the card shows revenue', async () => {
    renderBilling(revenue(months(Array(12).fill(0))));
    expect(await screen.findByText('R$ 497,00')).toBeVisible();
    expect(screen.getByText('Soma das assinaturas ativas')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Receita recebida por mês (últimos 12 meses)' }),
    ).toBeVisible();
    expect(screen.getByText(/Nenhuma cobrança foi marcada como paga nos últimos 12 meses/)).toBeVisible();
  });

  it('shows the chart, without the note, once a charge was paid', async () => {
    renderBilling(revenue(months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 197, 497])));
    expect(await screen.findByText('R$ 497,00')).toBeVisible();
    expect(screen.queryByText(/Nenhuma cobrança foi marcada como paga/)).toBeNull();
  });
});
