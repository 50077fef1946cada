import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettingsView } from '../../../../contract/settings';
import { SystemSettings } from '../../../../contract/settings';
import type { ManualClock } from '../../../../server/lib/clock';
import { createInstance } from '../../../../server/modules/instances/service';
import { createOrganization, signedInUser, type TestApp } from '../../helpers/app';
import { clockedApp } from '../auth/trust-fixture';
import { onlyRecord, recordsOf } from './fixture';

/** Users, instances, AI keys, settings, plans and exports: each write leaves who, what and before/after. */

let t: TestApp & { clock: ManualClock };
let orgId: string;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await clockedApp();
  orgId = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  admin = await signedInUser(t, 'admin', orgId);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, payload, headers });

describe('users', () => {
  it('records creation, a role change and deletion, with the changed fields and the password masked', async () => {
    const created = await call('POST', '/api/users', {
      name: 'Bruno Lima',
      email: 'bruno.audit@example.com',
      password: 'senha-do-bruno-1',
      role: 'vendedor',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const creation = await onlyRecord(t.db, 'user.created', id);
    expect(creation).toMatchObject({ organizationId: orgId, actorUserId: admin.id, actorRole: 'admin' });
    expect(creation.changes).toMatchObject({
      email: { before: null, after: 'bruno.audit@example.com' },
      role: { before: null, after: 'vendedor' },
      password: { before: null, after: '••••' },
    });
    expect(JSON.stringify(creation)).not.toContain('senha-do-bruno-1');

    const updated = await call('PUT', `/api/users/${id}`, {
      name: 'Bruno Lima',
      email: 'bruno.audit@example.com',
      role: 'admin',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await onlyRecord(t.db, 'user.updated', id)).changes).toEqual({
      role: { before: 'vendedor', after: 'admin' },
    });

    expect((await call('DELETE', `/api/users/${id}`)).statusCode).toBe(200);
    const deletion = await onlyRecord(t.db, 'user.deleted', id);
    expect(deletion.targetLabel).toBe('bruno.audit@example.com');
    expect(deletion.changes).toMatchObject({ role: { before: 'admin', after: null } });
  });
});

describe('instances and AI configuration', () => {
  it('records a created instance and a new AI key, masked', async () => {
    const created = await call('POST', '/api/users-with-instances', {
      userId: admin.id,
      instanceName: 'Loja Centro',
      instancePhone: '11987654321',
    });
    expect(created.statusCode, created.body).toBe(201);
    const instanceId = created.json<{ instance: { id: string } }>().instance.id;
    const creation = await onlyRecord(t.db, 'instance.created', instanceId);
    expect(creation).toMatchObject({ actorUserId: admin.id, targetLabel: 'Loja Centro' });

    const saved = await call('POST', `/api/instances/${instanceId}/ai-config`, {
      apiKey: 'sk-live-audit-12345678',
      model: 'gpt-4o',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const key = await onlyRecord(t.db, 'ai_config.key_changed', instanceId);
    expect(key.changes).toMatchObject({ apiKey: { before: '', after: '••••' }, model: { after: 'gpt-4o' } });
    expect(JSON.stringify(key)).not.toContain('sk-live');
  });

  it('records an instance settings change with before and after', async () => {
    const { instance } = await createInstance(t.db, orgId, {
      userId: admin.id,
      name: 'Filial',
      phone: '5511940001234',
    });
    const response = await call('PATCH', `/api/instances/${instance.id}/settings`, { typingSeconds: 7 });
    expect(response.statusCode, response.body).toBe(200);
    const record = await onlyRecord(t.db, 'settings.updated', instance.id);
    expect(record.changes).toEqual({ typingSeconds: { before: 3, after: 7 } });
  });
});

describe('site reading, AI memory and the CRM link', () => {
  it('records a site-reading change and an AI memory reset on the instance', async () => {
    const { instance } = await createInstance(t.db, orgId, {
      userId: admin.id,
      name: 'Seminovos',
      phone: '5511940005678',
    });
    const scraping = await call('PATCH', `/api/instances/${instance.id}/scraping/config`, {
      scrapingSchedule: 'manual',
    });
    expect(scraping.statusCode, scraping.body).toBe(200);
    const reading = await onlyRecord(t.db, 'scraping.updated', instance.id);
    expect(reading).toMatchObject({ actorUserId: admin.id, targetLabel: 'Seminovos' });
    expect(reading.changes).toEqual({ scrapingSchedule: { before: 'hourly', after: 'manual' } });

    const restart = await call('POST', `/api/instances/${instance.id}/ai/restart`);
    expect(restart.statusCode, restart.body).toBe(200);
    expect(await onlyRecord(t.db, 'ai.memory_reset', instance.id)).toMatchObject({
      actorUserId: admin.id,
      targetLabel: 'Seminovos',
    });
  });

  it('records the CRM link created and changed, the password masked and only when it changed', async () => {
    const shop = (await createOrganization(t.db, { plan: 'enterprise' })).id;
    const shopAdmin = await signedInUser(t, 'admin', shop);
    const base = { provider: 'demo', autocertoUsername: 'loja', syncInterval: 60 };
    const created = await call(
      'POST',
      '/api/user/autocerto-config',
      { ...base, autocertoPassword: 'senha-crm-1' },
      shopAdmin.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const creation = await onlyRecord(t.db, 'crm.created', id);
    expect(creation.changes).toMatchObject({
      autocertoUsername: { before: null, after: 'loja' },
      autocertoPassword: { before: null, after: '••••' },
    });

    // A blank password keeps the stored one: only the user name reads as changed.
    const renamed = { ...base, autocertoUsername: 'loja-centro', autocertoPassword: '' };
    const first = await call('PATCH', `/api/user/autocerto-config/${id}`, renamed, shopAdmin.headers);
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(
      'PATCH',
      `/api/user/autocerto-config/${id}`,
      { ...renamed, autocertoPassword: 'senha-crm-2' },
      shopAdmin.headers,
    );
    expect(second.statusCode, second.body).toBe(200);
    const changes = (await recordsOf(t.db, 'crm.updated', id)).map((record) => record.changes);
    expect(changes).toEqual([
      { autocertoUsername: { before: 'loja', after: 'loja-centro' } },
      { autocertoPassword: { before: '••••', after: '••••' } },
    ]);
    expect(JSON.stringify(changes)).not.toContain('senha-crm');
  });
});

describe('organization settings, plan and exports', () => {
  it('records a settings change with only the changed field', async () => {
    const view = (await call('GET', '/api/settings')).json<SystemSettingsView>();
    const body = { ...SystemSettings.parse(view), debugMode: !view.debugMode };
    expect((await call('PUT', '/api/settings', body)).statusCode).toBe(200);
    expect((await onlyRecord(t.db, 'settings.updated', orgId)).changes).toEqual({
      debugMode: { before: view.debugMode, after: !view.debugMode },
    });
  });

  it("records the platform owner's plan change in the shop's own log", async () => {
    const owner = await signedInUser(t, 'super_admin');
    const shop = (await createOrganization(t.db, { plan: 'starter' })).id;
    const response = await call(
      'PUT',
      `/api/organizations/${shop}`,
      { subscriptionPlan: 'professional' },
      owner.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const record = await onlyRecord(t.db, 'organization.plan_changed', shop);
    expect(record).toMatchObject({ organizationId: shop, actorUserId: owner.id, actorRole: 'super_admin' });
    expect(record.changes).toMatchObject({ subscriptionPlan: { before: 'starter', after: 'professional' } });
  });

  it('records a leads export with its filter', async () => {
    const response = await call('GET', '/api/leads/export.csv');
    expect(response.statusCode).toBe(200);
    expect((await onlyRecord(t.db, 'leads.exported', orgId)).actorUserId).toBe(admin.id);
  });
});
