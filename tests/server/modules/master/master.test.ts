import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationChanges, organizations, payments } from '../../../../server/db/schema';
import { markPastDue } from '../../../../server/modules/master/past-due';
import { authHeader, createTestApp, login, signedInUser, type TestApp } from '../../helpers/app';
import { onboard, onboardingForm, passwordFromOutbox } from '../organizations/onboarding-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'super_admin');
});
afterAll(() => t.close());

const MASTER_ROUTES = [
  ['GET', '/api/master/stats'],
  ['GET', '/api/master/organizations'],
  ['GET', '/api/master/billing/revenue'],
  ['GET', '/api/master/payments'],
  ['GET', '/api/organizations'],
] as const;

async function newShop(plan: 'starter' | 'professional' | 'enterprise' = 'starter') {
  const form = onboardingForm({ subscriptionPlan: plan });
  const response = await onboard(t.app, form);
  expect(response.statusCode, response.body).toBe(201);
  const token = await login(t.app, form.ownerEmail, await passwordFromOutbox(t.db, form.ownerEmail));
  return { form, id: response.json().organizationId as string, headers: authHeader(token) };
}

describe('master routes', () => {
  it.each(['admin', 'vendedor'] as const)('are refused to %s', async (role) => {
    const user = await signedInUser(t, role);
    for (const [method, url] of MASTER_ROUTES) {
      const response = await t.app.inject({ method, url, headers: user.headers });
      expect(response.statusCode, url).toBe(403);
    }
    const shop = await newShop();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${shop.id}`,
      headers: user.headers,
      payload: { subscriptionPlan: 'enterprise' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('list every organization with its usage counted from its rows', async () => {
    const shop = await newShop('professional');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/organizations?filter=${encodeURIComponent(JSON.stringify({ q: shop.form.organizationSlug }))}&range=[0,9]`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('organizations 0-0/1');
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: shop.form.organizationName,
        ownerEmail: shop.form.ownerEmail,
        subscriptionStatus: 'trialing',
        subscriptionPlan: 'professional',
        currentInstances: 1,
        maxInstances: 5,
        currentUsers: 1,
        maxUsers: 15,
        messagesThisMonth: 0,
        maxMessagesPerMonth: 20000,
      }),
    ]);
    const stats = await t.app.inject({ method: 'GET', url: '/api/master/stats', headers: owner.headers });
    expect(stats.json().totalOrganizations).toBeGreaterThanOrEqual(2);
    expect(stats.json().messagesPerDay).toHaveLength(30);
  });

  it('change the plan, extend the trial, suspend, each logged with who made it', async () => {
    const shop = await newShop();
    const trialEndsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${shop.id}`,
      headers: owner.headers,
      payload: { subscriptionPlan: 'enterprise', trialEndsAt },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      subscriptionPlan: 'enterprise',
      maxInstances: null,
      trialEndsAt,
    });
    const log = await t.db
      .select()
      .from(organizationChanges)
      .where(eq(organizationChanges.organizationId, shop.id));
    expect(log.find((entry) => entry.action === 'subscription_updated')).toMatchObject({
      actorEmail: owner.email,
      before: { plan: 'starter' },
      after: { plan: 'enterprise' },
    });
    // The shop's own admin sees the new plan.
    const plan = await t.app.inject({ method: 'GET', url: '/api/organization/plan', headers: shop.headers });
    expect(plan.json()).toMatchObject({
      plan: 'enterprise',
      features: expect.arrayContaining(['white_label']),
    });
  });
});

describe('billing', () => {
  it('an overdue charge past 7 days moves the shop to past_due; marking it paid makes it active again', async () => {
    const shop = await newShop('starter');
    const [charge] = await t.db.select().from(payments).where(eq(payments.organizationId, shop.id));
    expect(charge).toMatchObject({ amountCents: 19_700 });
    await t.db
      .update(payments)
      .set({ dueDate: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(payments.id, charge?.id ?? ''));
    expect(await markPastDue(t.db, new Date())).toContain(shop.id);
    const plan = await t.app.inject({ method: 'GET', url: '/api/organization/plan', headers: shop.headers });
    expect(plan.json().subscriptionStatus).toBe('past_due');

    const list = await t.app.inject({ method: 'GET', url: '/api/master/payments', headers: owner.headers });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: charge?.id, status: 'overdue', value: 197 }),
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/master/payments/${charge?.id}/pay`,
      headers: owner.headers,
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, shop.id));
    expect(org?.subscriptionStatus).toBe('active');

    const revenue = await t.app.inject({
      method: 'GET',
      url: '/api/master/billing/revenue',
      headers: owner.headers,
    });
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().monthlyRevenue).toBeGreaterThanOrEqual(197);
    expect(revenue.json().revenuePerMonth).toHaveLength(12);
    expect(revenue.json().revenuePerMonth.at(-1).value).toBeGreaterThanOrEqual(197);
  });
});
