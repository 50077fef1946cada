import { screen, within } from '@testing-library/react';
import { type DataProvider, ListBase } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Organization } from '../../../contract/organizations';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { OrganizationsGrid } from './OrganizationsGrid';

const organization = (overrides: Partial<Organization>): Organization => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Auto Center Demo',
  slug: 'auto-center-demo',
  address: null,
  ownerName: 'Carla',
  ownerEmail: 'carla@demo.com.br',
  subscriptionStatus: 'active',
  subscriptionPlan: 'enterprise',
  currentInstances: 3,
  maxInstances: null,
  currentUsers: 4,
  maxUsers: null,
  messagesThisMonth: 1200,
  maxMessagesPerMonth: null,
  trialEndsAt: null,
  nextPaymentAt: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  ...overrides,
});

const renderList = (rows: Organization[]) => {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  renderWithAdmin(
    <ListBase resource="organizations" disableSyncWithLocation disableAuthentication perPage={25}>
      <OrganizationsGrid disableVirtualization />
    </ListBase>,
    { dataProvider: { getList } as unknown as DataProvider },
  );
  return getList;
};

describe('the master list of organizations (spec 3 §2.9)', () => {
  it('shows each shop with owner, status, plan, usage as used / max and the creation date', async () => {
    const getList = renderList([
      organization({}),
      organization({
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Loja Nova',
        ownerEmail: 'joana@loja.com.br',
        subscriptionStatus: 'trialing',
        subscriptionPlan: 'starter',
        currentInstances: 2,
        maxInstances: 2,
        currentUsers: 1,
        maxUsers: 5,
        messagesThisMonth: 4100,
        maxMessagesPerMonth: 5000,
      }),
    ]);
    const row = (await screen.findByText('Loja Nova', {}, { timeout: 5000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('joana@loja.com.br')).toBeVisible();
    expect(within(row).getByText('Em teste')).toBeVisible();
    expect(within(row).getByText('Starter')).toBeVisible();
    expect(within(row).getByText('2 / 2')).toBeVisible();
    expect(within(row).getByText('1 / 5')).toBeVisible();
    expect(within(row).getByText('4.100 / 5.000')).toBeVisible();
    expect(within(row).getByRole('progressbar', { name: '2 / 2' })).toHaveAttribute('aria-valuenow', '100');

    const demo = screen.getByText('Auto Center Demo').closest('[role="row"]') as HTMLElement;
    expect(within(demo).getByText('Ativa')).toBeVisible();
    expect(within(demo).getByText('3 / ∞')).toBeVisible();
    expect(within(demo).getByText('15/01/2026')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      'organizations',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
    );
  });

  it('says so when there is no organization', async () => {
    renderList([]);
    expect(await screen.findByText('Nenhuma linha', {}, { timeout: 5000 })).toBeVisible();
  });
});
