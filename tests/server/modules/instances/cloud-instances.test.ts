import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../server/config';
import { cloudNumbers, instances } from '../../../../server/db/schema';
import { decryptSecret } from '../../../../server/lib/crypto';
import { createOrganization, signedInUser } from '../../helpers/app';
import {
  ACCESS_TOKEN,
  APP_SECRET,
  type CloudWorld,
  cloudBody,
  PHONE_NUMBER_ID,
  PUBLIC_URL,
  startCloudWorld,
} from '../webhooks/cloud-setup';

const key = testConfig().encryptionKey;
let w: CloudWorld;
beforeAll(async () => {
  w = await startCloudWorld();
});
afterAll(() => w.close());

describe('POST /api/instances with provider "cloud"', () => {
  it('checks the credentials with GET /{phone-number-id}, stores the facts and keeps the secrets encrypted', async () => {
    const response = await w.call('POST', '/api/instances', cloudBody());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Vendas Oficial',
      gateway: 'cloud',
      isConnected: true,
      phone: '551140001234',
    });
    expect(response.body).not.toContain(ACCESS_TOKEN);
    expect(response.body).not.toContain(APP_SECRET);
    const [check] = w.graph.requestsTo(`GET /${PHONE_NUMBER_ID}`);
    expect(check?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);

    const [row] = await w.t.db.select().from(instances).where(eq(instances.id, body.id));
    const [number] = await w.t.db.select().from(cloudNumbers).where(eq(cloudNumbers.instanceId, body.id));
    expect(row?.gatewayTokenEnc).not.toContain(ACCESS_TOKEN);
    expect(row?.gatewayTokenEnc && decryptSecret(key, row.gatewayTokenEnc)).toBe(ACCESS_TOKEN);
    expect(number?.appSecretEnc && decryptSecret(key, number.appSecretEnc)).toBe(APP_SECRET);
    expect(number).toMatchObject({
      verifiedName: 'Loja Demo Veículos',
      qualityRating: 'GREEN',
      messagingLimitTier: 'TIER_1K',
    });

    const settings = await w.call('GET', `/api/instances/${body.id}/cloud`);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      phoneNumberId: PHONE_NUMBER_ID,
      displayPhoneNumber: '+55 11 4000-1234',
      qualityRating: 'GREEN',
      webhookUrl: `${PUBLIC_URL}/api/webhooks/cloud/${body.id}`,
      verifyToken: number?.verifyToken,
    });
    expect(settings.body).not.toContain(APP_SECRET);
    expect(settings.body).not.toContain(ACCESS_TOKEN);
  });

  it('refuses the same number twice in the organization', async () => {
    const again = await w.call('POST', '/api/instances', cloudBody({ name: 'De novo' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'cloud_number_in_use' });
  });

  it('stores nothing when Meta refuses the token, and says why in Portuguese', async () => {
    const before = await w.t.db.select({ id: instances.id }).from(instances);
    const refused = await w.call(
      'POST',
      '/api/instances',
      cloudBody({ phoneNumberId: '999000111', accessToken: 'EAAG-wrong-token' }),
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/não foi encontrado na conta da Meta|token de acesso/);
    w.graph.addNumber({ id: '999000111', token: 'EAAG-right-token' });
    const expired = await w.call(
      'POST',
      '/api/instances',
      cloudBody({ phoneNumberId: '999000111', accessToken: 'EAAG-wrong-token' }),
    );
    expect(expired.json()).toMatchObject({ error: 'gateway_token_invalid' });
    expect(expired.json().message).toMatch(/token de acesso/);
    expect(await w.t.db.select({ id: instances.id }).from(instances)).toHaveLength(before.length);
  });

  it('answers 400 naming the field when an id is not numeric', async () => {
    const bad = await w.call('POST', '/api/instances', cloudBody({ wabaId: 'abc' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('wabaId');
    expect(bad.body).toContain('WhatsApp Business Account ID deve conter apenas números');
  });

  it("answers 404 for another organization's instance settings", async () => {
    const [mine] = await w.t.db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.gateway, 'cloud'));
    const other = await signedInUser(w.t, 'admin', (await createOrganization(w.t.db)).id);
    const answer = await w.t.app.inject({
      method: 'GET',
      url: `/api/instances/${mine?.id}/cloud`,
      headers: other.headers,
    });
    expect(answer.statusCode).toBe(404);
  });
});
