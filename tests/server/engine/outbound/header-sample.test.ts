import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../../../server/db/schema';
import { sendOutbound, templateHeader } from '../../../../server/engine/outbound';
import {
  type CloudWorld,
  messagesWebhook,
  PHONE_NUMBER_ID,
  startCloudWorld,
} from '../../modules/webhooks/cloud-setup';

const CUSTOMER = '5511987654321';

let w: CloudWorld;
let instanceId: string;
let conversationId: string;
beforeAll(async () => {
  w = await startCloudWorld();
  instanceId = await w.createNumber();
  const posted = await w.post(
    instanceId,
    messagesWebhook({
      contacts: [{ wa_id: CUSTOMER, profile: { name: 'João' } }],
      messages: [
        {
          from: CUSTOMER,
          id: 'wamid.CUSTOMER1',
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
  conversationId = conversation?.id ?? '';
});
afterAll(() => w.close());

/** A picture header read from Meta's account: its kind, no file of ours. */
const READ_FROM_META = {
  headerMedia: { kind: 'image' as const, fileName: null, mimeType: null, handle: null, mediaId: null },
};
const templatesSent = () =>
  w.graph
    .requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)
    .filter((r) => (r.body as { type?: string }).type === 'template');

const send = (carPhotoUrl?: string) =>
  sendOutbound(w.t.app, {
    organizationId: w.admin.organizationId,
    instanceId,
    conversationId,
    origin: 'followup',
    text: 'Olá João, temos novidades.',
    template: {
      name: 'oferta_meta_foto',
      language: 'pt_BR',
      variables: ['João'],
      header: templateHeader(READ_FROM_META, carPhotoUrl),
    },
  });

describe('a template whose picture header has no file to send', () => {
  it('is stored failed with what to do, and nothing reaches Meta', async () => {
    const before = templatesSent().length;
    const result = await send();
    expect(result).toMatchObject({ status: 'failed', reason: 'header_sample_missing' });
    expect(templatesSent()).toHaveLength(before);
    const [stored] = await w.t.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.origin, 'followup')));
    expect(stored?.status).toBe('failed');
    expect(stored?.error).toMatch(/imagem no cabeçalho.*Crie o modelo de novo/);
  });

  it("goes with the car's public photo when the send is about a car", async () => {
    const result = await send('https://fotos.loja.com.br/onix.jpg');
    expect(result.status).toBe('sent');
    const body = templatesSent().at(-1)?.body as { template: { components: unknown[] } };
    expect(body.template.components[0]).toEqual({
      type: 'header',
      parameters: [{ type: 'image', image: { link: 'https://fotos.loja.com.br/onix.jpg' } }],
    });
  });
});
