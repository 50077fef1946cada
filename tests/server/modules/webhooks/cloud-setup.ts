import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signCloudBody } from '../../../../server/gateways/cloud';
import type { Clock } from '../../../../server/lib/clock';
import { FakeGraph } from '../../gateways/cloud/fake-graph';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';

/** An app pointed at a fake Graph API, with a signed-in admin and one official number on it. */

export const PUBLIC_URL = 'https://app.vendai.test';
export const PHONE_NUMBER_ID = '106540352242922';
export const ACCESS_TOKEN = 'EAAG-access-token-123';
export const APP_SECRET = 'app-secret-0123456789';

export interface CloudWorld {
  graph: FakeGraph;
  t: TestApp;
  admin: Awaited<ReturnType<typeof signedInUser>>;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** POST /api/instances with `provider: "cloud"`, answering the new instance's id. */
  createNumber(name?: string): Promise<string>;
  /** Posts a webhook body as Meta does: the raw text signed with the app secret (or the given header). */
  post(instanceId: string, body: object, signature?: string | null): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const cloudBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vendas Oficial',
  provider: 'cloud',
  phoneNumberId: PHONE_NUMBER_ID,
  wabaId: '102290129340398',
  accessToken: ACCESS_TOKEN,
  appSecret: APP_SECRET,
  ...overrides,
});

export async function startCloudWorld(options: { clock?: Clock } = {}): Promise<CloudWorld> {
  const graph = await FakeGraph.start();
  graph.addNumber({ id: PHONE_NUMBER_ID, token: ACCESS_TOKEN, display_phone_number: '+55 11 4000-1234' });
  const t = await createTestApp({ whatsappGraphUrl: graph.url, publicUrl: PUBLIC_URL }, options);
  const org = await createOrganization(t.db, { plan: 'enterprise' });
  const admin = await signedInUser(t, 'admin', org.id);
  const call: CloudWorld['call'] = (method, url, payload) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  return {
    graph,
    t,
    admin,
    call,
    async createNumber(name = 'Vendas Oficial') {
      const response = await call('POST', '/api/instances', cloudBody({ name }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    },
    post(instanceId, body, signature) {
      const raw = JSON.stringify(body);
      const header = signature === undefined ? signCloudBody(raw, APP_SECRET) : signature;
      return t.app.inject({
        method: 'POST',
        url: `/api/webhooks/cloud/${instanceId}`,
        headers: {
          'content-type': 'application/json',
          ...(header === null ? {} : { 'x-hub-signature-256': header }),
        },
        payload: raw,
      });
    },
    async close() {
      await t.close();
      await graph.stop();
    },
  };
}

/** A `messages` webhook as Meta posts it (one entry, one change). */
export function messagesWebhook(value: { messages?: object[]; statuses?: object[]; contacts?: object[] }) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551140001234', phone_number_id: PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export function accountWebhook(field: string, value: object) {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field, value }] }],
  };
}
