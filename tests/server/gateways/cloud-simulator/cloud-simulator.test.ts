import { and, eq } from 'drizzle-orm';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudNumbers, messages, webhookEvents } from '../../../../server/db/schema';
import { GatewayError } from '../../../../server/gateways/errors';
import { DEMO_CLOUD_NUMBER, phoneOf, type SimulatorWorld, startSimulatorWorld } from './world';

/** The Graph API simulator answers the real `cloud` adapter over HTTP, as Meta would. */

let w: SimulatorWorld;
beforeAll(async () => {
  w = await startSimulatorWorld();
});
afterAll(() => w.close());

const ref = () => ({ name: w.phoneNumberId, token: w.token });

async function graph(method: 'GET' | 'POST', path: string, body?: object, token = w.token) {
  const answer = await request(`${w.graphUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: answer.statusCode, json: (await answer.body.json()) as Record<string, unknown> };
}

describe('GET /{phone-number-id}', () => {
  it("answers the number's facts to its own token", async () => {
    const number = await w.adapter.phoneNumber(ref());
    expect(number).toMatchObject({
      id: w.phoneNumberId,
      display_phone_number: DEMO_CLOUD_NUMBER.displayPhoneNumber,
      verified_name: DEMO_CLOUD_NUMBER.verifiedName,
      quality_rating: 'GREEN',
      messaging_limit_tier: 'TIER_1K',
    });
  });

  it("refuses another token with Meta's code 190, which the adapter reads as an invalid token", async () => {
    const refused = await w.adapter.phoneNumber({ ...ref(), token: 'EAAG-someone-else' }).catch((e) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ kind: 'unauthorized', reason: 'token_invalid' });
    const raw = await graph('GET', `/${w.phoneNumberId}`, undefined, 'EAAG-someone-else');
    expect(raw.status).toBe(401);
    expect(raw.json).toMatchObject({ error: { code: 190, type: 'OAuthException' } });
  });

  it('answers an unknown number with code 100 and subcode 33', async () => {
    const raw = await graph('GET', '/999999999999');
    expect(raw.json).toMatchObject({ error: { code: 100, error_subcode: 33 } });
  });
});

describe('POST /{phone-number-id}/messages and /media', () => {
  it("puts a text on the customer's phone and answers its wamid", async () => {
    const sent = await w.adapter.sendText(ref(), { to: '5511970000001', text: 'Bom dia! Posso ajudar?' });
    expect(sent.gatewayMessageId).toMatch(/^wamid\./);
    const phone = await phoneOf(w, '5511970000001');
    expect(phone.messages.map((m) => [m.kind, m.content, m.gatewayMessageId])).toEqual([
      ['text', 'Bom dia! Posso ajudar?', sent.gatewayMessageId],
    ]);
  });

  it('uploads an image (multipart), sends it by id, and serves the bytes back in two steps', async () => {
    const bytes = Buffer.from('ffd8ffe000104a464946', 'hex');
    const sent = await w.adapter.sendMedia(ref(), {
      to: '5511970000002',
      type: 'image',
      media: { base64: bytes.toString('base64') },
      mimetype: 'image/jpeg',
      caption: 'Corolla 2020',
    });
    const [landed] = (await phoneOf(w, '5511970000002')).messages;
    expect(landed).toMatchObject({ kind: 'image', content: 'Corolla 2020', mediaMimetype: 'image/jpeg' });
    expect(Buffer.from(landed?.mediaBase64 ?? '', 'base64')).toEqual(bytes);
    expect(sent.messageType).toBe('image');
  });

  it('sends a voice note and a document', async () => {
    const ogg = Buffer.from('4f67675300020000', 'hex');
    await w.adapter.sendAudio(ref(), { to: '5511970000003', audio: { base64: ogg.toString('base64') } });
    await w.adapter.sendMedia(ref(), {
      to: '5511970000003',
      type: 'document',
      media: { base64: Buffer.from('%PDF-1.4').toString('base64') },
      mimetype: 'application/pdf',
      fileName: 'proposta.pdf',
    });
    const phone = await phoneOf(w, '5511970000003');
    expect(phone.messages.map((m) => [m.kind, m.mediaMimetype])).toEqual([
      ['audio', 'audio/ogg'],
      ['document', 'application/pdf'],
    ]);
  });

  it('downloads media a customer sent (GET /{media-id}, then the URL with the bearer token)', async () => {
    const bytes = Buffer.from('hello media');
    const uploaded = await w.t.app.inject({
      method: 'POST',
      url: `/api/simulator/instances/${w.instanceId}/messages`,
      headers: w.headers,
      payload: {
        contactNumber: '5511970000004',
        contactName: 'Paula',
        media: {
          kind: 'document',
          base64: bytes.toString('base64'),
          mimetype: 'text/plain',
          fileName: 'a.txt',
        },
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [stored] = await w.t.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.instanceId, w.instanceId),
          eq(messages.gatewayMessageId, uploaded.json().gatewayMessageId),
        ),
      );
    expect(stored?.mediaGatewayId).toMatch(/^\d+$/);
    const fetched = await w.adapter.fetchMedia(ref(), { gatewayMediaId: stored?.mediaGatewayId ?? '' });
    expect(fetched.bytes).toEqual(bytes);
    expect(fetched.mimetype).toBe('text/plain');
  });

  it("refuses a template that is not approved with Meta's error", async () => {
    const raw = await graph('POST', `/${w.phoneNumberId}/messages`, {
      messaging_product: 'whatsapp',
      to: '5511970000005',
      type: 'template',
      template: { name: 'nao_existe', language: { code: 'pt_BR' } },
    });
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ error: { code: 132001 } });
  });
});

describe('templates: POST and GET /{waba-id}/message_templates', () => {
  const template = (name: string, body: string) => ({
    name,
    language: 'pt_BR',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: body, example: { body_text: [['Ana', 'sexta']] } }],
  });

  it('approves a good template after the review delay, rejects a body ending with a variable, and posts both webhooks', async () => {
    const good = await graph(
      'POST',
      `/${DEMO_CLOUD_NUMBER.wabaId}/message_templates`,
      template('lembrete_visita', 'Olá {{1}}, sua visita está marcada para {{2}}. Até lá!'),
    );
    expect(good.json).toMatchObject({ status: 'PENDING', category: 'UTILITY' });
    const bad = await graph(
      'POST',
      `/${DEMO_CLOUD_NUMBER.wabaId}/message_templates`,
      template('oferta_ruim', 'Temos uma oferta para você, {{1}}'),
    );
    expect(bad.json).toMatchObject({ status: 'PENDING' });

    // The demo's account already holds its own approved template; these two are the test's.
    const ours = (data: unknown) =>
      (data as Array<{ name: string; status: string }>).filter((t) =>
        ['lembrete_visita', 'oferta_ruim'].includes(t.name),
      );
    const pending = await graph('GET', `/${DEMO_CLOUD_NUMBER.wabaId}/message_templates`);
    expect(ours(pending.json.data).map((t) => t.status)).toEqual(['PENDING', 'PENDING']);

    w.t.clock.advance(5_000);
    await w.t.app.jobs.runDue();
    const listed = await graph('GET', `/${DEMO_CLOUD_NUMBER.wabaId}/message_templates`);
    expect(ours(listed.json.data)).toMatchObject([
      { name: 'lembrete_visita', status: 'APPROVED' },
      { name: 'oferta_ruim', status: 'REJECTED', rejected_reason: 'INVALID_FORMAT' },
    ]);
    // The signed status webhooks reached our route, which recorded both reviews.
    const records = await w.t.db
      .select({ steps: webhookEvents.steps })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.instanceId, w.instanceId),
          eq(webhookEvents.event, 'message_template_status_update'),
        ),
      );
    const reviews = records
      .flatMap((record) => record.steps)
      .map((step) => step.details as { subject?: string; change?: string } | undefined)
      .filter((details) => details?.subject)
      .map((details) => `${details?.subject}:${details?.change}`)
      .sort();
    expect(reviews).toEqual(['lembrete_visita:APPROVED', 'oferta_ruim:REJECTED']);
    const [number] = await w.t.db
      .select()
      .from(cloudNumbers)
      .where(eq(cloudNumbers.instanceId, w.instanceId));
    expect(number?.lastAccountEvent).toMatchObject({ field: 'template_status' });

    const sent = await graph('POST', `/${w.phoneNumberId}/messages`, {
      messaging_product: 'whatsapp',
      to: '5511970000006',
      type: 'template',
      template: {
        name: 'lembrete_visita',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'sexta' },
            ],
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
    expect((await phoneOf(w, '5511970000006')).messages[0]?.content).toBe(
      'Olá Ana, sua visita está marcada para sexta. Até lá!',
    );
  });

  it('refuses a template call with a token of no number of the account', async () => {
    const raw = await graph('GET', `/${DEMO_CLOUD_NUMBER.wabaId}/message_templates`, undefined, 'EAAG-other');
    expect(raw.json).toMatchObject({ error: { code: 190 } });
  });
});
