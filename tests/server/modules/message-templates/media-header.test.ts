import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messageTemplates } from '../../../../server/db/schema';
import {
  ACCESS_TOKEN,
  type CloudWorld,
  messagesWebhook,
  PHONE_NUMBER_ID,
  startCloudWorld,
} from '../webhooks/cloud-setup';

const WABA_ID = '102290129340398';
const CUSTOMER = '5511987654321';
/** A PNG's first bytes: what matters is that the same bytes reach Meta. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let w: CloudWorld;
let instanceId: string;
beforeAll(async () => {
  w = await startCloudWorld();
  w.graph.accounts.set(WABA_ID, { token: ACCESS_TOKEN, templates: [] });
  instanceId = await w.createNumber();
});
afterAll(() => w.close());

const SAMPLE = { kind: 'image', fileName: 'onix.png', mimeType: 'image/png', base64: PNG.toString('base64') };

const template = (overrides: Record<string, unknown> = {}) => ({
  instanceId,
  name: 'oferta_com_foto',
  category: 'MARKETING',
  body: 'Olá {{1}}, chegou o carro que você procurava. Quer ver de perto?',
  examples: ['João'],
  headerMedia: SAMPLE,
  ...overrides,
});

describe('a template with a picture header', () => {
  it("uploads the sample with Meta's Resumable Upload API and submits the handle as the header's example", async () => {
    const response = await w.call('POST', '/api/message-templates', template());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      header: null,
      headerMedia: { kind: 'image', fileName: 'onix.png', mimeType: 'image/png' },
    });

    const [app] = w.graph.requestsTo('GET /app');
    expect(app?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    const [session] = w.graph.requestsTo(`POST /${w.graph.appId}/uploads`);
    expect(session?.query).toEqual({
      file_name: 'onix.png',
      file_length: String(PNG.length),
      file_type: 'image/png',
    });
    const [upload] = w.graph.requestsTo('POST /upload:MTphdHRhY2htZW50OjU1NTU=');
    expect(upload?.authorization).toBe(`OAuth ${ACCESS_TOKEN}`);
    expect(upload?.fileOffset).toBe('0');
    expect(upload?.query).toEqual({ sig: 'ARZsig01' });
    expect(upload?.bytes.equals(PNG)).toBe(true);

    const [submitted] = w.graph.requestsTo(`POST /${WABA_ID}/message_templates`);
    expect(submitted?.body).toEqual({
      name: 'oferta_com_foto',
      language: 'pt_BR',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: [w.graph.uploadHandle] } },
        {
          type: 'BODY',
          text: 'Olá {{1}}, chegou o carro que você procurava. Quer ver de perto?',
          example: { body_text: [['João']] },
        },
      ],
    });
    // The same file on the number: the media a send names when no car photo replaces it.
    expect(w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/media`)).toHaveLength(1);
  });

  it.each([
    ['a GIF as picture', { mimeType: 'image/gif', fileName: 'a.gif' }, 'headerMedia.mimeType', 'JPEG ou PNG'],
    [
      'a picture over 5 MB',
      { base64: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') },
      'headerMedia.base64',
      '5 MB',
    ],
    ['a PNG as document', { kind: 'document' }, 'headerMedia.mimeType', 'PDF'],
  ])('refuses %s with a 400 naming the field, uploading nothing', async (_, media, field, words) => {
    const before = w.graph.requests.length;
    const response = await w.call(
      'POST',
      '/api/message-templates',
      template({ name: 'recusado', headerMedia: { ...SAMPLE, ...media } }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ details?: { field: string; message: string }[] }>();
    expect(body.details?.[0]?.field).toBe(field);
    expect(body.details?.[0]?.message).toContain(words);
    expect(w.graph.requests).toHaveLength(before);
  });

  it('refuses a text header together with a file one, naming header', async () => {
    const response = await w.call(
      'POST',
      '/api/message-templates',
      template({ name: 'dois', header: 'Loja' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details?.[0]?.field).toBe('header');
  });
});

describe('sending a template with a media header', () => {
  it('names the sample by its media id in the header parameter, a document with its file name', async () => {
    const posted = await w.post(
      instanceId,
      messagesWebhook({
        contacts: [{ wa_id: CUSTOMER, profile: { name: 'João' } }],
        messages: [
          {
            from: CUSTOMER,
            id: 'wamid.CUST1',
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: 'Oi' },
          },
        ],
      }),
    );
    expect(posted.statusCode).toBe(200);
    const [conversation] = await w.t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.instanceId, instanceId));
    const approved = {
      organizationId: w.admin.organizationId,
      instanceId,
      language: 'pt_BR',
      examples: ['João'],
      status: 'APPROVED' as const,
    };
    const rows = await w.t.db
      .insert(messageTemplates)
      .values([
        {
          ...approved,
          name: 'foto_aprovada',
          category: 'MARKETING' as const,
          body: 'Olá {{1}}, veja o carro.',
          headerMedia: {
            kind: 'image',
            fileName: 'onix.png',
            mimeType: 'image/png',
            handle: 'h1',
            mediaId: '5550001',
          },
        },
        {
          ...approved,
          name: 'tabela_aprovada',
          category: 'UTILITY' as const,
          body: 'Segue a tabela de preços, {{1}}.',
          headerMedia: {
            kind: 'document',
            fileName: 'tabela.pdf',
            mimeType: 'application/pdf',
            handle: 'h2',
            mediaId: '5550002',
          },
        },
      ])
      .returning({ id: messageTemplates.id });
    const sentComponents: unknown[] = [];
    for (const row of rows) {
      const before = w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`).length;
      const sent = await w.call('POST', `/api/conversations/${conversation?.id}/template`, {
        templateId: row.id,
        variables: ['João'],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const body = w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)[before]?.body;
      sentComponents.push((body as { template: { components: unknown } }).template.components);
    }
    expect(sentComponents).toEqual([
      [
        { type: 'header', parameters: [{ type: 'image', image: { id: '5550001' } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'João' }] },
      ],
      [
        {
          type: 'header',
          parameters: [{ type: 'document', document: { id: '5550002', filename: 'tabela.pdf' } }],
        },
        { type: 'body', parameters: [{ type: 'text', text: 'João' }] },
      ],
    ]);
  });
});

describe('a template with a media header made in Meta’s own tools', () => {
  it('keeps the header’s kind through the sync, and a send refuses before Meta with what to do', async () => {
    w.graph.accounts.get(WABA_ID)?.templates.push({
      id: '9988776655',
      name: 'oferta_meta_foto',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://scontent.whatsapp.net/x'] } },
        { type: 'BODY', text: 'Olá {{1}}, temos novidades.' },
      ],
    });
    const synced = await w.call('POST', '/api/message-templates/sync', { instanceId });
    expect(synced.statusCode, synced.body).toBe(200);
    const listed = await w.call('GET', '/api/message-templates?filter={"q":"oferta_meta_foto"}');
    const [record] = listed.json();
    expect(record).toMatchObject({
      name: 'oferta_meta_foto',
      header: null,
      headerMedia: { kind: 'image', fileName: null, mimeType: null, hasSample: false },
    });

    const posted = await w.post(
      instanceId,
      messagesWebhook({
        contacts: [{ wa_id: '5511911112222', profile: { name: 'Maria' } }],
        messages: [
          {
            from: '5511911112222',
            id: 'wamid.CUST2',
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: 'Oi' },
          },
        ],
      }),
    );
    expect(posted.statusCode).toBe(200);
    const [conversation] = await w.t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.contactNumber, '5511911112222'));
    const before = w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`).length;
    const sent = await w.call('POST', `/api/conversations/${conversation?.id}/template`, {
      templateId: record.id,
      variables: ['Maria'],
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().details?.[0]).toMatchObject({ field: 'templateId' });
    expect(sent.json().message).toMatch(
      /imagem no cabeçalho.*Crie o modelo de novo em "Modelos de mensagem"/,
    );
    expect(w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)).toHaveLength(before);
  });
});
