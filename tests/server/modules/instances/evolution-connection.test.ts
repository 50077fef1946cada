import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../../../server/db/schema';
import { createOrganization, createTestApp, createUser, signedInUser, type TestApp } from '../../helpers/app';
import { type EvolutionDashboard, PUBLIC_URL, startEvolutionDashboard } from './evolution-setup';
import { eventually, instanceRowOf } from './helpers';

/** Keeping the stored connection in line with Evolution: sync-status, disconnect, delete, diagnostics. */

let d: EvolutionDashboard;
let fake: EvolutionDashboard['fake'];
let t: EvolutionDashboard['t'];
let call: EvolutionDashboard['call'];
let createViaApi: EvolutionDashboard['createViaApi'];
let eventsOf: EvolutionDashboard['eventsOf'];

beforeAll(async () => {
  d = await startEvolutionDashboard();
  ({ fake, call, createViaApi, eventsOf } = d);
  t = d.t;
});
afterAll(() => d.close());

describe('sync-status, disconnect and delete', () => {
  it('corrects the stored connection to what the gateway reports, once', async () => {
    const { id, gatewayName } = await createViaApi('Loja Sync');
    const phone = fake.instance(gatewayName);
    if (phone) phone.state = 'open';

    const corrected = await call('POST', `/api/instances/${id}/sync-status`);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      correction: { action: 'mark_connected', newStatus: 'connected' },
      canSync: true,
      isConnected: true,
      reason: 'gateway_open',
      message: 'Status corrigido: WhatsApp conectado',
    });
    expect((await instanceRowOf(t.db, id)).isConnected).toBe(true);
    await eventually(() => expect(eventsOf(id)).toEqual(['instance_connected']));

    const again = await call('POST', `/api/instances/${id}/sync-status`);
    expect(again.json()).toMatchObject({ correction: null, canSync: true, reason: 'in_sync' });

    if (phone) phone.state = 'close';
    const closed = await call('POST', `/api/instances/${id}/sync-status`);
    expect(closed.json()).toMatchObject({
      correction: { action: 'mark_disconnected', newStatus: 'disconnected' },
      reason: 'gateway_closed',
    });
    await eventually(() => expect(eventsOf(id)).toEqual(['instance_connected', 'instance_disconnected']));
  });

  it('disconnects: logs out on the gateway and stores the instance as disconnected', async () => {
    const { id, gatewayName } = await createViaApi('Loja Desconectar');
    const phone = fake.instance(gatewayName);
    if (phone) phone.state = 'open';
    await call('POST', `/api/instances/${id}/sync-status`);

    const response = await call('POST', `/api/instances/${id}/disconnect`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      outcome: 'logged_out',
      instance: { id, isConnected: false },
    });
    expect(fake.requestsTo(`DELETE /instance/logout/${gatewayName}`)).toHaveLength(1);
    expect(phone?.state).toBe('close');
    await eventually(() => expect(eventsOf(id)).toContain('instance_disconnected'));

    const twice = await call('POST', `/api/instances/${id}/disconnect`);
    expect(twice.json()).toMatchObject({ success: true, outcome: 'already_closed' });
  });

  it('deletes the instance on the gateway before the soft delete', async () => {
    const { id, gatewayName } = await createViaApi('Loja Excluir');
    const response = await call('DELETE', `/api/instances/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, isDeleted: true });
    expect(fake.requestsTo(`DELETE /instance/delete/${gatewayName}`)).toHaveLength(1);
    expect(fake.instance(gatewayName)).toBeUndefined();
    expect((await instanceRowOf(t.db, id)).deletedAt).toBeInstanceOf(Date);
  });

  it('reports a connected instance as healthy in the diagnostics', async () => {
    const { id, gatewayName } = await createViaApi('Loja Diagnóstico');
    const phone = fake.instance(gatewayName);
    if (phone) phone.state = 'open';
    const response = await call('GET', `/api/instances/${id}/diagnostics`);
    expect(response.json().checks.bikerHubConfig).toMatchObject({
      ok: true,
      gateway: 'evolution',
      connectionState: 'open',
    });
  });
});

describe('with the gateway down', () => {
  let down: TestApp;
  let downAdmin: Awaited<ReturnType<typeof signedInUser>>;
  let id: string;

  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: every call fails to connect.
    down = await createTestApp({
      evolutionApiUrl: 'http://127.0.0.1:9',
      evolutionApiKey: 'k',
      publicUrl: PUBLIC_URL,
    });
    const org = await createOrganization(down.db, { plan: 'enterprise' });
    downAdmin = await signedInUser(down, 'admin', org.id);
    const seller = await createUser(down.db, org.id);
    const created = await down.app.inject({
      method: 'POST',
      url: '/api/users-with-instances',
      headers: downAdmin.headers,
      payload: { userId: seller.id, instanceName: 'Sem Gateway', instancePhone: '11940001234' },
    });
    id = created.json<{ id: string }>().id;
    await down.db
      .update(instances)
      .set({ gatewayTokenEnc: 'v1:aaaa:bbbb:cccc', isConnected: true })
      .where(eq(instances.id, id));
  });
  afterAll(() => down.close());

  const downCall = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    down.app.inject({ method, url, headers: downAdmin.headers });

  it('answers the QR call with a 502 and a message in Portuguese', async () => {
    const response = await downCall('GET', `/api/instances/${id}/fetch-evolution-qr`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      success: false,
      qrCode: null,
      requiresNewToken: false,
      error: 'gateway_unavailable',
      message: 'O Evolution está indisponível no momento. Tente novamente.',
    });
  });

  it('cannot sync, says so, and changes nothing', async () => {
    const response = await downCall('POST', `/api/instances/${id}/sync-status`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      correction: null,
      canSync: false,
      isConnected: true,
      reason: 'gateway_unavailable',
    });
  });

  it('refuses to disconnect with a 502, and still deletes', async () => {
    const refused = await downCall('POST', `/api/instances/${id}/disconnect`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error: 'gateway_unavailable' });
    expect((await instanceRowOf(down.db, id)).isConnected).toBe(true);

    const deleted = await downCall('DELETE', `/api/instances/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await instanceRowOf(down.db, id)).deletedAt).toBeInstanceOf(Date);
  });
});
