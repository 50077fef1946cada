import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../server/config';
import { aiConfigs, instances } from '../../../../server/db/schema';
import { decryptSecret, encryptSecret } from '../../../../server/lib/crypto';
import {
  createOrganization,
  createTestApp,
  createUser,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { eventually, gatewayInstanceRow, instanceRowOf, recordEvents } from './helpers';

/** PATCH /api/instances/:id, the per-instance AI switch and the diagnostics. */

const key = testConfig().encryptionKey;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let sellerHeaders: { authorization: string };
let sellerInstance: string;
let otherSellerInstance: string;
let live: ReturnType<typeof recordEvents>;

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  admin = await signedInUser(t, 'admin', org.id);
  const seller = await createUser(t.db, org.id, { role: 'vendedor' });
  sellerHeaders = { authorization: `Bearer ${await login(t.app, seller.email, seller.password)}` };
  const otherSeller = await createUser(t.db, org.id, { role: 'vendedor' });
  sellerInstance = (await gatewayInstanceRow(t.db, org.id, seller.id, { gateway: 'simulator' })).id;
  otherSellerInstance = (await gatewayInstanceRow(t.db, org.id, otherSeller.id, { gateway: 'simulator' })).id;
  live = recordEvents(t.app);
});
afterAll(() => t.close());

const patch = (id: string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/instances/${id}`, headers, payload });

describe('PATCH /api/instances/:id', () => {
  it('updates the consultant notification and the AI switch, and announces the switch', async () => {
    const response = await patch(sellerInstance, {
      consultorNotificationEnabled: true,
      consultorNotificationPhone: '+55 (11) 91234-5678',
      aiEnabled: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: sellerInstance,
      consultorNotificationEnabled: true,
      consultorNotificationPhone: '5511912345678',
      aiEnabled: false,
    });
    await eventually(() =>
      expect(live.events.map((e) => e.event)).toContainEqual({
        type: 'ai_disabled',
        instanceId: sellerInstance,
      }),
    );
  });

  it('stores the gateway key encrypted and never answers it; a masked value keeps it', async () => {
    const response = await patch(sellerInstance, { bikerhubApiKey: 'CHAVE-DA-INSTANCIA-1234' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('CHAVE-DA-INSTANCIA');
    const stored = await instanceRowOf(t.db, sellerInstance);
    expect(stored.gatewayTokenEnc && decryptSecret(key, stored.gatewayTokenEnc)).toBe(
      'CHAVE-DA-INSTANCIA-1234',
    );

    for (const masked of ['************1234', 'not set', '   ']) {
      await patch(sellerInstance, { bikerhubApiKey: masked });
      const after = await instanceRowOf(t.db, sellerInstance);
      expect(after.gatewayTokenEnc).toBe(stored.gatewayTokenEnc);
    }
    await patch(sellerInstance, { bikerhubApiKey: null });
    expect((await instanceRowOf(t.db, sellerInstance)).gatewayTokenEnc).toBeNull();
  });

  it('lets a seller switch its own AI, but not the consultant, the key or another seller’s instance', async () => {
    const own = await patch(sellerInstance, { aiEnabled: true }, sellerHeaders);
    expect(own.statusCode).toBe(200);
    expect(own.json().aiEnabled).toBe(true);

    const keyChange = await patch(sellerInstance, { bikerhubApiKey: 'x' }, sellerHeaders);
    expect(keyChange.statusCode).toBe(403);

    const consultantChange = await patch(
      sellerInstance,
      { consultorNotificationEnabled: true, consultorNotificationPhone: '5511900001111' },
      sellerHeaders,
    );
    expect(consultantChange.statusCode).toBe(403);
    expect(consultantChange.json().message).toBe(
      'Somente administradores podem alterar a notificação do consultor',
    );
    expect((await instanceRowOf(t.db, sellerInstance)).consultorNotificationPhone).toBe('5511912345678');

    const other = await patch(otherSellerInstance, { aiEnabled: false }, sellerHeaders);
    expect(other.statusCode).toBe(404);
    expect((await instanceRowOf(t.db, otherSellerInstance)).aiEnabled).toBe(true);
  });

  it('names the field of a bad value', async () => {
    const shortPhone = await patch(sellerInstance, { consultorNotificationPhone: '1234' });
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json()).toMatchObject({
      error: 'validation_error',
      message: 'Telefone do consultor deve ter entre 10 e 15 dígitos',
      details: [{ field: 'consultorNotificationPhone' }],
    });

    const notBoolean = await patch(sellerInstance, { aiEnabled: 'sim' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().details).toEqual([expect.objectContaining({ field: 'aiEnabled' })]);

    const noPhone = await patch(otherSellerInstance, { consultorNotificationEnabled: true });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({
      message: 'Informe o telefone do consultor para ativar a notificação',
      details: [{ field: 'consultorNotificationPhone' }],
    });
  });
});

describe('POST /api/instances/:id/system-settings', () => {
  it('switches the instance’s global AI and announces it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${otherSellerInstance}/system-settings`,
      headers: admin.headers,
      payload: { globalAiEnabled: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      instanceId: otherSellerInstance,
      globalAiEnabled: false,
    });
    expect((await instanceRowOf(t.db, otherSellerInstance)).globalAiEnabled).toBe(false);
    await eventually(() =>
      expect(live.events.map((e) => e.event)).toContainEqual({
        type: 'ai_disabled',
        instanceId: otherSellerInstance,
      }),
    );

    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${otherSellerInstance}/system-settings`,
      headers: admin.headers,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([expect.objectContaining({ field: 'globalAiEnabled' })]);
  });
});

describe('GET /api/instances/:id/diagnostics', () => {
  it('explains what keeps the instance from answering, and is ok once AI and connection are there', async () => {
    const row = await gatewayInstanceRow(t.db, admin.organizationId, admin.id, { gateway: 'simulator' });
    const diagnose = () =>
      t.app.inject({ method: 'GET', url: `/api/instances/${row.id}/diagnostics`, headers: admin.headers });

    const before = await diagnose();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      overallOk: false,
      checks: {
        aiConfig: { ok: false, reason: 'Prompt da IA não configurado' },
        bikerHubConfig: { ok: false, gateway: 'simulator', connectionState: 'close' },
      },
    });

    await t.db
      .update(aiConfigs)
      .set({ prompt: 'Você vende carros.' })
      .where(eq(aiConfigs.instanceId, row.id));
    await t.db
      .update(instances)
      .set({ connectionState: 'open', isConnected: true })
      .where(eq(instances.id, row.id));
    const after = await diagnose();
    expect(after.json()).toMatchObject({
      overallOk: true,
      checks: {
        aiConfig: { ok: true, usesDemoProvider: true, provider: 'openai' },
        bikerHubConfig: { ok: true, connectionState: 'open' },
      },
    });

    await t.db
      .update(aiConfigs)
      .set({ apiKeyEnc: encryptSecret(key, 'sk-test') })
      .where(eq(aiConfigs.instanceId, row.id));
    const withKey = await diagnose();
    expect(withKey.json().checks.aiConfig).toMatchObject({
      ok: true,
      usesDemoProvider: false,
      reason: 'IA configurada',
    });

    await patch(row.id, { aiEnabled: false });
    const off = await diagnose();
    expect(off.json()).toMatchObject({
      overallOk: false,
      checks: { aiConfig: { ok: false, reason: 'IA desligada nesta instância' } },
    });
  });
});
