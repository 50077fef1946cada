import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../server/config';
import { auditLog, organizations } from '../../../../server/db/schema';
import { decryptSecret } from '../../../../server/lib/crypto';
import { FakeEvolution } from '../../gateways/fake-evolution';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { instanceRowOf } from '../instances/helpers';

/** POST /api/bikerhub/update-token: the organization's Evolution credentials (token dialog). */

const key = testConfig().encryptionKey;

let fake: FakeEvolution;
let t: TestApp;

beforeAll(async () => {
  fake = await FakeEvolution.start();
  // No server-wide Evolution: the organization brings its own through the dialog.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const organizationRow = async (id: string) => {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new Error('organization not found');
  return row;
};

const update = (headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/bikerhub/update-token', headers, payload });

describe('POST /api/bikerhub/update-token', () => {
  it('checks the key against Evolution, stores both encrypted and counts the instances', async () => {
    const org = await createOrganization(t.db, { plan: 'enterprise' });
    const admin = await signedInUser(t, 'admin', org.id);
    await createInstanceRow(t.db, org.id, admin.id);
    await createInstanceRow(t.db, org.id, admin.id);

    const response = await update(admin.headers, {
      token: ' meu-token ',
      apikey: fake.globalKey,
      url: fake.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, instances: 2, error: null });
    expect(fake.requestsTo('POST /verify-creds').at(-1)?.apikey).toBe(fake.globalKey);

    const stored = await organizationRow(org.id);
    expect(stored.evolutionApiUrl).toBe(fake.url);
    expect(stored.evolutionApiKeyEnc && decryptSecret(key, stored.evolutionApiKeyEnc)).toBe(fake.globalKey);
    expect(stored.evolutionTokenEnc && decryptSecret(key, stored.evolutionTokenEnc)).toBe('meu-token');
    expect(JSON.stringify(response.json())).not.toContain(fake.globalKey);

    // New instances of the organization now go to its Evolution server, with its key.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/instances',
      headers: admin.headers,
      payload: { name: 'Depois do Token', phone: '11940001234' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().gateway).toBe('evolution');
    const row = await instanceRowOf(t.db, created.json().id);
    expect(fake.instance(row.gatewayInstanceName)).toBeDefined();
    expect(fake.requestsTo('POST /instance/create').at(-1)?.apikey).toBe(fake.globalKey);
  });

  it('records in the audit log which secret changed, masked: unset to set, then only the new token', async () => {
    const org = await createOrganization(t.db, { plan: 'enterprise' });
    const admin = await signedInUser(t, 'admin', org.id);
    const first = await update(admin.headers, { token: 'token-1', apikey: fake.globalKey, url: fake.url });
    expect(first.statusCode, first.body).toBe(200);
    const second = await update(admin.headers, { token: 'token-2', apikey: fake.globalKey });
    expect(second.statusCode, second.body).toBe(200);

    const records = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, 'instance.token_changed')))
      .orderBy(asc(auditLog.id));
    expect(records.map((record) => record.changes)).toEqual([
      {
        evolutionApiUrl: { before: null, after: fake.url },
        apiKey: { before: null, after: '••••' },
        token: { before: null, after: '••••' },
      },
      // Same key again: only the token reads as changed, and neither value is shown.
      { token: { before: '••••', after: '••••' } },
    ]);
  });

  it('answers an invalid key as success:false, keeping what was stored', async () => {
    const org = await createOrganization(t.db);
    const admin = await signedInUser(t, 'admin', org.id);
    const response = await update(admin.headers, { token: 't', apikey: 'chave-errada', url: fake.url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      instances: 0,
      error: 'Token ou API Key inválidos',
      message: 'Token ou API Key inválidos',
    });
    const stored = await organizationRow(org.id);
    expect(stored.evolutionApiKeyEnc).toBeNull();
    expect(stored.evolutionTokenEnc).toBeNull();
  });

  it('requires both fields, and a server to check them against', async () => {
    const admin = await signedInUser(t, 'admin');
    for (const payload of [{ token: 'x' }, { apikey: 'y' }, { token: '  ', apikey: 'y' }, {}]) {
      const response = await update(admin.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Token e API Key são obrigatórios');
    }
    const noServer = await update(admin.headers, { token: 'x', apikey: 'y' });
    expect(noServer.statusCode).toBe(400);
    expect(noServer.json()).toMatchObject({
      error: 'validation_error',
      message: 'Informe a URL da Evolution API',
      details: [{ field: 'url' }],
    });
  });

  it('says the gateway is down with a 502, never a 500', async () => {
    const admin = await signedInUser(t, 'admin');
    const response = await update(admin.headers, { token: 'x', apikey: 'y', url: 'http://127.0.0.1:9' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'gateway_unavailable' });
  });

  it('is for admins only', async () => {
    const seller = await signedInUser(t, 'vendedor');
    const response = await update(seller.headers, { token: 'x', apikey: fake.globalKey, url: fake.url });
    expect(response.statusCode).toBe(403);
  });
});
