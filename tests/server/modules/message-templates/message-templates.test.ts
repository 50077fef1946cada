import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstanceRow, signedInUser } from '../../helpers/app';
import { ACCESS_TOKEN, accountWebhook, type CloudWorld, startCloudWorld } from '../webhooks/cloud-setup';

const WABA_ID = '102290129340398';

let w: CloudWorld;
let instanceId: string;
beforeAll(async () => {
  w = await startCloudWorld();
  w.graph.accounts.set(WABA_ID, { token: ACCESS_TOKEN, templates: [] });
  instanceId = await w.createNumber();
});
afterAll(() => w.close());

const template = (overrides: Record<string, unknown> = {}) => ({
  instanceId,
  name: 'retorno_cliente',
  category: 'UTILITY',
  header: 'Loja Demo',
  body: 'Olá {{1}}, o {{2}} que você viu ainda está disponível. Quer agendar uma visita?',
  examples: ['João', 'Onix 2022'],
  footer: 'Responda PARAR para não receber mais',
  buttons: ['Quero agendar', 'Agora não'],
  ...overrides,
});

async function refused(
  body: object,
): Promise<{ status: number; field: string | undefined; message: string }> {
  const response = await w.call('POST', '/api/message-templates', body);
  const json = response.json<{ message: string; details?: { field: string }[] }>();
  return { status: response.statusCode, field: json.details?.[0]?.field, message: json.message };
}

describe('POST /api/message-templates', () => {
  it("submits the template to the number's business account in Meta's component shape", async () => {
    const response = await w.call('POST', '/api/message-templates', template());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'retorno_cliente', status: 'PENDING', language: 'pt_BR' });
    const [submitted] = w.graph.requestsTo(`POST /${WABA_ID}/message_templates`);
    expect(submitted?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(submitted?.body).toEqual({
      name: 'retorno_cliente',
      language: 'pt_BR',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Loja Demo' },
        {
          type: 'BODY',
          text: 'Olá {{1}}, o {{2}} que você viu ainda está disponível. Quer agendar uma visita?',
          example: { body_text: [['João', 'Onix 2022']] },
        },
        { type: 'FOOTER', text: 'Responda PARAR para não receber mais' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Quero agendar' },
            { type: 'QUICK_REPLY', text: 'Agora não' },
          ],
        },
      ],
    });
    const list = await w.call('GET', '/api/message-templates?range=[0,24]');
    expect(list.headers['content-range']).toBe('message-templates 0-0/1');
  });

  it.each([
    [{ name: 'Retorno Cliente' }, 'name'],
    [{ body: 'Olá {{1}}, seu {{3}} chegou na loja.', examples: ['a', 'b', 'c'] }, 'body'],
    [{ body: '{{1}}, seu carro chegou na loja.', examples: ['João'] }, 'body'],
    [{ body: 'Seu carro chegou, {{1}}', examples: ['João'] }, 'body'],
    [{ examples: ['João'] }, 'examples'],
    [{ buttons: ['a', 'b', 'c', 'd'] }, 'buttons'],
    [{ category: 'PROMO' }, 'category'],
  ])('refuses %j with a 400 naming %s, submitting nothing', async (overrides, field) => {
    const before = w.graph.requestsTo(`POST /${WABA_ID}/message_templates`).length;
    const answer = await refused(template({ name: 'outro_modelo', ...overrides }));
    expect(answer.status).toBe(400);
    expect(answer.field).toBe(field);
    expect(w.graph.requestsTo(`POST /${WABA_ID}/message_templates`)).toHaveLength(before);
  });

  it('answers 400 naming instanceId for a number that is not on the official API', async () => {
    const evolution = await createInstanceRow(w.t.db, w.admin.organizationId, w.admin.id);
    const answer = await refused(template({ instanceId: evolution.id, name: 'sem_cloud' }));
    expect(answer).toMatchObject({ status: 400, field: 'instanceId' });
  });

  it('a seller cannot create one', async () => {
    const seller = await signedInUser(w.t, 'vendedor', w.admin.organizationId);
    const create = await w.t.app.inject({
      method: 'POST',
      url: '/api/message-templates',
      headers: seller.headers,
      payload: template({ name: 'do_vendedor' }),
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('template status', () => {
  it("follows Meta's review webhook: approved, then rejected with the reason", async () => {
    await w.post(
      instanceId,
      accountWebhook('message_template_status_update', {
        event: 'APPROVED',
        message_template_id: 594425479261596,
        message_template_name: 'retorno_cliente',
        message_template_language: 'pt_BR',
        reason: 'NONE',
      }),
    );
    const approved = await w.call('GET', '/api/message-templates?filter={"status":"APPROVED"}');
    expect(approved.json()).toMatchObject([
      { name: 'retorno_cliente', status: 'APPROVED', rejectionReason: null },
    ]);

    await w.post(
      instanceId,
      accountWebhook('message_template_status_update', {
        event: 'REJECTED',
        message_template_id: 594425479261596,
        message_template_name: 'retorno_cliente',
        message_template_language: 'pt_BR',
        reason: 'INVALID_FORMAT',
      }),
    );
    const rejected = await w.call('GET', '/api/message-templates');
    expect(rejected.json()).toMatchObject([{ status: 'REJECTED', rejectionReason: 'INVALID_FORMAT' }]);
  });

  it("sync reads the account: statuses of known templates, and templates made in Meta's tools", async () => {
    const account = w.graph.accounts.get(WABA_ID);
    if (!account) throw new Error('no account');
    account.templates = [
      {
        id: '1',
        name: 'retorno_cliente',
        language: 'pt_BR',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [],
      },
      {
        id: '2',
        name: 'boas_vindas',
        language: 'pt_BR',
        status: 'PAUSED',
        category: 'MARKETING',
        components: [{ type: 'BODY', text: 'Bem-vindo à Loja Demo!' }],
      },
    ];
    const synced = await w.call('POST', '/api/message-templates/sync', { instanceId });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toEqual({ updated: 1, created: 1 });
    const [listed] = w.graph.requestsTo(`GET /${WABA_ID}/message_templates`);
    expect(listed?.query.fields).toContain('rejected_reason');
    const all = await w.call('GET', '/api/message-templates?sort=["name","ASC"]');
    expect(all.json()).toMatchObject([
      { name: 'boas_vindas', status: 'PAUSED', body: 'Bem-vindo à Loja Demo!' },
      { name: 'retorno_cliente', status: 'APPROVED', rejectionReason: null },
    ]);
  });
});
