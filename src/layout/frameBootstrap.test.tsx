import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapResponse } from '../../contract/bootstrap';
import { SYSTEM_SETTINGS_DEFAULTS } from '../../contract/settings';
import { jsonResponse, signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { dataProvider } from '../providers/dataProvider';
import { AppLayout } from './AppLayout';
import { startFrameBootstrap } from './frameBootstrap';
import { PLAN_STATUS_KEY } from './planStatus';

/** The routes the frame asked one by one before the start-up call. */
const OWN_ROUTES = [
  '/api/notifications',
  '/api/organization/branding',
  '/api/organization/plan',
  '/api/user/preferences',
  '/api/settings',
  '/api/user/bonuses',
  '/api/user/autocerto-config',
  '/api/user/portals',
];

const answerFor = (user: BootstrapResponse['user']): BootstrapResponse => ({
  user,
  branding: { name: 'Auto Center Vila', whiteLabel: true, logoUrl: null },
  plan: {
    plan: 'enterprise',
    subscriptionStatus: 'active',
    trialEndsAt: null,
    nextPaymentAt: null,
    usage: { instances: 1, users: 2, messagesThisMonth: 10 },
    limits: { maxInstances: null, maxUsers: null, maxMessagesPerMonth: null },
    messageLimitReached: false,
    features: [],
  },
  preferences: { darkMode: null, compactMode: false, animations: true },
  settings: { ...SYSTEM_SETTINGS_DEFAULTS, canEdit: false, lastBackupAt: null, version: '1.0.0' },
  notifications: {
    notifications: [
      {
        id: '22222222-2222-4222-8222-222222222222',
        kind: 'hot_lead',
        title: 'Lead quente: Marina Lopes',
        body: '',
        link: null,
        createdAt: '2026-03-10T13:00:00.000Z',
        read: false,
      },
    ],
    unreadCount: 1,
  },
  bonuses: [],
  crm: {
    config: null,
    autocertoAvailable: false,
    defaultWebUrl: 'https://crm.example.com',
    defaultCreditPortalUrl: 'https://credito.example.com',
    nextSyncAt: null,
  },
  portals: { crmUrl: 'https://crm.example.com', creditPortalUrl: 'https://credito.example.com' },
});

/**
 * A server that answers the start-up call with `status`, and every other route as its own route
 * would; the frame is rendered over `queryClient` when given (a cache the test filled before).
 */
const serve = (status: number, queryClient?: QueryClient) => {
  const user = signInAs('vendedor');
  const answer = answerFor(user);
  const own: Record<string, unknown> = {
    '/api/auth/me': { user },
    '/api/notifications': answer.notifications,
    '/api/organization/branding': answer.branding,
    '/api/organization/plan': answer.plan,
    '/api/user/preferences': answer.preferences,
    '/api/settings': answer.settings,
    '/api/user/bonuses': answer.bonuses,
    '/api/user/autocerto-config': answer.crm,
    '/api/user/portals': answer.portals,
  };
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    if (path === '/api/bootstrap') return jsonResponse(status, status === 200 ? answer : { error: 'x' });
    return path in own ? jsonResponse(200, own[path]) : jsonResponse(404, { error: 'not_found' });
  });
  renderWithAdmin(
    <AppLayout>
      <p>Conteúdo da página</p>
    </AppLayout>,
    { path: '/kanban', queryClient },
  );
  return asked;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the frame at start', () => {
  it("shows the header's brand and unread count from one start-up call, asking none of the frame's routes", async () => {
    const asked = serve(200);
    expect(
      await screen.findByRole('button', { name: 'Notificações: 1 não lidas' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getAllByText('Auto Center Vila').length).toBeGreaterThan(0);
    expect(asked.filter((path) => path === '/api/bootstrap')).toHaveLength(1);
    expect(asked.filter((path) => OWN_ROUTES.includes(path))).toEqual([]);
  });

  it("does not ask the frame's routes again when the start-up call answered before its parts mounted", async () => {
    // A full load: the start-up call leaves with the page's data and often answers before the frame
    // has rendered; the bell, the badge, the CRM dot and the idle guard then mount over its answer.
    const user = signInAs('vendedor');
    const queryClient = new QueryClient();
    startFrameBootstrap(queryClient, dataProvider, { bootstrap: async () => answerFor(user) });
    await waitFor(() => expect(queryClient.getQueryData(['notifications'])).toBeDefined());
    const asked = serve(200, queryClient);
    await screen.findByRole('button', { name: 'Notificações: 1 não lidas' }, { timeout: 10_000 });
    // Queries that were stale would have asked on mount, right after this render's effects.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.filter((path) => OWN_ROUTES.includes(path))).toEqual([]);
  });

  it('falls back to each part asking its own route when the start-up call fails', async () => {
    const asked = serve(500);
    await screen.findByRole('button', { name: 'Notificações: 1 não lidas' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByText('Auto Center Vila').length).toBeGreaterThan(0));
    expect(asked).toContain('/api/notifications');
  });
});

describe('the start-up call', () => {
  it("waits for the page's own data under way, which the server then answers first", async () => {
    const user = signInAs('admin');
    const queryClient = new QueryClient();
    let pageAnswers: (value: unknown) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['stats'],
      queryFn: () => new Promise((resolve) => (pageAnswers = resolve)),
    });
    const bootstrap = vi.fn(async () => answerFor(user));
    startFrameBootstrap(queryClient, dataProvider, { bootstrap });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bootstrap).not.toHaveBeenCalled();
    pageAnswers({});
    await waitFor(() => expect(bootstrap).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(queryClient.getQueryData(PLAN_STATUS_KEY)).toMatchObject({ plan: 'enterprise' }),
    );
  });

  it("leaves the plan to the shop's admin: a seller's answer has none to wait for", async () => {
    const user = signInAs('vendedor');
    const queryClient = new QueryClient();
    startFrameBootstrap(queryClient, dataProvider, {
      bootstrap: async () => ({ ...answerFor(user), plan: null }),
    });
    await waitFor(() => expect(queryClient.getQueryData(['notifications'])).toBeDefined());
    expect(queryClient.getQueryState(PLAN_STATUS_KEY)).toBeUndefined();
  });
});
