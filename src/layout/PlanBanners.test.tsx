import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanStatus } from '../../contract/master';
import { createInMemoryDataProvider } from '../../tests/web/inMemoryDataProvider';
import { meFetch, signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { createAuthProvider } from '../providers/authProvider';
import { clearSession } from '../providers/session';
import { PlanBanners } from './PlanBanners';

const overdue: PlanStatus = {
  plan: 'starter',
  subscriptionStatus: 'past_due',
  trialEndsAt: null,
  nextPaymentAt: null,
  usage: { instances: 1, users: 2, messagesThisMonth: 10 },
  limits: { maxInstances: 2, maxUsers: 5, maxMessagesPerMonth: 5000 },
  messageLimitReached: false,
  features: [],
};

const PAST_DUE = /Há um pagamento da assinatura em atraso/;

const renderBanners = (role: 'admin' | 'super_admin' | 'vendedor') => {
  const getPlanStatus = vi.fn(async () => overdue);
  const dataProvider = { ...createInMemoryDataProvider(), getPlanStatus };
  const authProvider = createAuthProvider({ fetch: meFetch(signInAs(role)) });
  renderWithAdmin(<PlanBanners />, { dataProvider, authProvider });
  return getPlanStatus;
};

afterEach(() => clearSession());

describe("the plan's banners", () => {
  it("tell the shop's admin that a payment is overdue", async () => {
    renderBanners('admin');
    expect(await screen.findByText(PAST_DUE)).toBeVisible();
  });

  it.each(['super_admin', 'vendedor'] as const)(
    'stay hidden from a %s, without asking for the plan',
    async (role) => {
      const getPlanStatus = renderBanners(role);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByText(PAST_DUE)).toBeNull();
      expect(getPlanStatus).not.toHaveBeenCalled();
    },
  );
});
