import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RealtimeEvent } from '../../../../contract/realtime';
import { FakeEvolution } from '../../gateways/fake-evolution';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';
import { instanceRowOf, recordEvents } from './helpers';

/** An app configured for a fake Evolution server, with a signed-in admin of an enterprise organization. */

export const PUBLIC_URL = 'https://app.vendai.test';

export interface EvolutionDashboard {
  fake: FakeEvolution;
  t: TestApp;
  admin: Awaited<ReturnType<typeof signedInUser>>;
  call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** POST /api/instances, answering our id and the instance's name on the gateway. */
  createViaApi(name?: string): Promise<{ id: string; gatewayName: string }>;
  /** Types of the live events published about one instance, in order. */
  eventsOf(instanceId: string): Array<RealtimeEvent['type']>;
  close(): Promise<void>;
}

export async function startEvolutionDashboard(): Promise<EvolutionDashboard> {
  const fake = await FakeEvolution.start();
  const t = await createTestApp({
    evolutionApiUrl: fake.url,
    evolutionApiKey: fake.globalKey,
    publicUrl: PUBLIC_URL,
  });
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  const admin = await signedInUser(t, 'admin', org.id);
  const live = recordEvents(t.app);

  const call: EvolutionDashboard['call'] = (method, url, payload) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  return {
    fake,
    t,
    admin,
    call,
    async createViaApi(name = 'Loja Evolution') {
      const response = await call('POST', '/api/instances', { name, phone: '+55 11 94000-1234' });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: string }>().id;
      return { id, gatewayName: (await instanceRowOf(t.db, id)).gatewayInstanceName };
    },
    eventsOf: (instanceId) =>
      live.events
        .filter((entry) => 'instanceId' in entry.event && entry.event.instanceId === instanceId)
        .map((entry) => entry.event.type),
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}
