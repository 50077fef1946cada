import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import {
  aiConfigs,
  conversations,
  instanceSettings,
  instances,
  organizations,
} from '../../../../server/db/schema';
import { createInstance } from '../../../../server/modules/instances/service';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  errorOf,
  signedInUser,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  admin = await signedInUser(t, 'admin', org.id);
});
afterAll(() => t.close());

const createFor = (userId: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users-with-instances',
    headers: admin.headers,
    payload: {
      userId,
      createInstance: true,
      instanceName: 'Atendimento Principal',
      instancePhone: '+55 (11) 98765-4321',
      notificationPhone: '',
      notificationName: '',
      bikerHubEnabled: false,
      ...extra,
    },
  });

describe('POST /api/users-with-instances', () => {
  it('creates the instance with its AI configuration and settings rows', async () => {
    const seller = await createUser(t.db, admin.organizationId, { firstName: 'Gil', lastName: 'Reis' });
    const response = await createFor(seller.id, {
      notificationPhone: '11 91234-5678',
      notificationName: 'Gil',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.id).toBe(body.instance.id);
    expect(body.user).toMatchObject({ id: seller.id, name: 'Gil Reis' });
    expect(body.instance).toMatchObject({
      userId: seller.id,
      name: 'Atendimento Principal',
      phone: '5511987654321',
      notificationPhone: '11912345678',
      notificationName: 'Gil',
      gateway: 'simulator',
      isConnected: false,
      isDeleted: false,
      aiChats: 0,
      consultorChats: 0,
      user: { id: seller.id, firstName: 'Gil', lastName: 'Reis', name: 'Gil Reis' },
    });

    const [row] = await t.db.select().from(instances).where(eq(instances.id, body.id));
    expect(row?.gatewayInstanceName).toMatch(/^atendimento-principal-[0-9a-f]{8}$/);
    expect(row?.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [ai] = await t.db.select().from(aiConfigs).where(eq(aiConfigs.instanceId, body.id));
    expect(ai).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o-mini',
      organizationId: admin.organizationId,
    });
    const [settings] = await t.db
      .select()
      .from(instanceSettings)
      .where(eq(instanceSettings.instanceId, body.id));
    expect(settings?.values).toMatchObject({ responseSeconds: 30, followUpInterval: 24 });
    expect(JSON.stringify(body)).not.toContain(row?.webhookSecret);
  });

  it('stores blank notification fields as empty', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const response = await createFor(seller.id);
    expect(response.json().instance).toMatchObject({ notificationPhone: null, notificationName: null });
  });

  it('answers 404 for a user that does not exist or was deleted', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    await t.app.inject({ method: 'DELETE', url: `/api/users/${seller.id}`, headers: admin.headers });
    for (const userId of [seller.id, '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f']) {
      const response = await createFor(userId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Usuário não encontrado' });
    }
  });

  it('uses the Evolution gateway when the server or the organization has it configured', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const withEvolution = await buildApp({
      config: testConfig({ evolutionApiUrl: 'http://evolution.test' }),
      database: t.database,
    });
    const response = await withEvolution.inject({
      method: 'POST',
      url: '/api/users-with-instances',
      headers: admin.headers,
      payload: { userId: seller.id, instanceName: 'Via Evolution', instancePhone: '11987654321' },
    });
    expect(response.json().instance.gateway).toBe('evolution');
    await withEvolution.close();

    const org = await createOrganization(t.db);
    await t.db
      .update(organizations)
      .set({ evolutionApiKeyEnc: 'v1:x:y:z' })
      .where(eq(organizations.id, org.id));
    const orgAdmin = await signedInUser(t, 'admin', org.id);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/users-with-instances',
      headers: orgAdmin.headers,
      payload: { userId: orgAdmin.id, instanceName: 'Chave própria', instancePhone: '11987654321' },
    });
    expect(own.json().instance.gateway).toBe('evolution');
  });
});

describe('createInstance', () => {
  it('joins a transaction it is given and rolls back with it', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const input = { userId: seller.id, name: 'Dentro da transação', phone: '11987654321' };
    const kept = await t.db.transaction((tx) => createInstance(tx, admin.organizationId, input));
    expect(kept.instance.name).toBe('Dentro da transação');
    const rolledBack = await t.db
      .transaction(async (tx) => {
        const created = await createInstance(tx, admin.organizationId, input);
        throw Object.assign(new Error('rollback'), { id: created.instance.id });
      })
      .catch((error: { id: string }) => error.id);
    expect(await t.db.select().from(instances).where(eq(instances.id, rolledBack))).toEqual([]);
    expect(await t.db.select().from(aiConfigs).where(eq(aiConfigs.instanceId, rolledBack))).toEqual([]);
  });
});

describe('GET /api/instances', () => {
  it('counts AI and consultant chats per instance', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const instance = await createInstanceRow(t.db, admin.organizationId, seller.id, { name: 'Contagem' });
    const base = { organizationId: admin.organizationId, instanceId: instance.id };
    await t.db.insert(conversations).values([
      { ...base, contactNumber: '5511900000001', isAiActive: true },
      { ...base, contactNumber: '5511900000002', isAiActive: true, transferredToConsultantAt: new Date() },
      { ...base, contactNumber: '5511900000003', isAiActive: false, transferredToConsultantAt: new Date() },
      { ...base, contactNumber: '5511900000004', isAiActive: false },
    ]);
    const filter = encodeURIComponent(JSON.stringify({ userId: seller.id }));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/instances?filter=${filter}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('instances 0-0/1');
    expect(response.json()).toEqual([
      expect.objectContaining({ id: instance.id, aiChats: 2, consultorChats: 2, user: expect.any(Object) }),
    ]);
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${instance.id}`,
      headers: admin.headers,
    });
    expect(single.json()).toMatchObject({ aiChats: 2, consultorChats: 2 });
  });

  it('searches, sorts and pages', async () => {
    const seller = await createUser(t.db, admin.organizationId, { firstName: 'Paginação' });
    for (const name of ['Zeta Busca', 'alfa Busca', 'Meio Busca']) {
      await createInstanceRow(t.db, admin.organizationId, seller.id, { name });
    }
    const query = (params: Record<string, unknown>) =>
      Object.entries(params)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/instances?${query({ filter: { q: 'busca' }, sort: ['name', 'ASC'], range: [0, 1] })}`,
      headers: admin.headers,
    });
    expect(response.headers['content-range']).toBe('instances 0-1/3');
    expect(response.json().map((item: { name: string }) => item.name)).toEqual(['alfa Busca', 'Meio Busca']);
  });
});

describe('PUT /api/instances/:id', () => {
  it('updates the name, phone and notification contact', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const instance = await createInstanceRow(t.db, admin.organizationId, seller.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/instances/${instance.id}`,
      headers: admin.headers,
      payload: {
        name: ' Loja Norte ',
        phone: '(21) 99876-5432',
        notificationPhone: '21 3333-4444',
        notificationName: 'Gerente',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Loja Norte',
      phone: '21998765432',
      notificationPhone: '2133334444',
      notificationName: 'Gerente',
    });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/instances/${instance.id}`,
      headers: admin.headers,
      payload: { name: 'Loja Norte', phone: '21998765432', notificationPhone: '', notificationName: null },
    });
    expect(cleared.json()).toMatchObject({ notificationPhone: null, notificationName: null });
  });
});

describe('DELETE /api/instances/:id', () => {
  it('soft-deletes the instance and answers it', async () => {
    const seller = await createUser(t.db, admin.organizationId);
    const instance = await createInstanceRow(t.db, admin.organizationId, seller.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/instances/${instance.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: instance.id, isDeleted: true });
    const [row] = await t.db
      .select({ deletedAt: instances.deletedAt })
      .from(instances)
      .where(eq(instances.id, instance.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/instances/${instance.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toEqual({ error: 'not_found', message: 'Instância não encontrada' });
  });
});
