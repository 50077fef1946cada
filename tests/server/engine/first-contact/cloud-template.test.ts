import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadIntakes,
  leads,
  messages,
  messageTemplates,
  notifications,
  vehicles,
} from '../../../../server/db/schema';
import { manualClock } from '../../../../server/lib/clock';
import { createInstanceRow, errorOf } from '../../helpers/app';
import { type CloudWorld, PHONE_NUMBER_ID, startCloudWorld } from '../../modules/webhooks/cloud-setup';

/**
 * Issue 25 × 29: a portal lead on an official number never wrote, so the window is closed; the
 * first message is the source's approved template with the lead's name, the car and its stock price.
 */

const clock = manualClock(new Date('2026-03-02T12:00:00.000Z'));
let w: CloudWorld;
let instanceId: string;
let approvedId: string;
let pendingId: string;
let seq = 0;
const newPhone = () => `5511982${String(100_000 + ++seq).padStart(6, '0')}`;

async function template(name: string, status: 'APPROVED' | 'PENDING', body: string): Promise<string> {
  const [row] = await w.t.db
    .insert(messageTemplates)
    .values({
      organizationId: w.admin.organizationId,
      instanceId,
      name,
      category: 'UTILITY',
      language: 'pt_BR',
      body,
      examples: ['Paula', 'Toyota Corolla 2021', 'R$ 112.900'],
      status,
    })
    .returning({ id: messageTemplates.id });
  return row?.id ?? '';
}

beforeAll(async () => {
  w = await startCloudWorld({ clock });
  instanceId = await w.createNumber();
  approvedId = await template(
    'primeiro_contato',
    'APPROVED',
    'Olá {{1}}! Recebemos seu interesse no {{2}}, disponível por {{3}}. Podemos conversar?',
  );
  pendingId = await template('em_analise', 'PENDING', 'Olá {{1}}, tudo bem?');
  await w.t.db.insert(vehicles).values({
    organizationId: w.admin.organizationId,
    source: 'manual',
    externalId: 'OLX-1234567',
    make: 'Toyota',
    model: 'Corolla',
    version: 'XEi 2.0',
    year: 2021,
    modelYear: 2021,
    km: 38000,
    price: 112900,
    searchText: 'toyota corolla xei 2.0 sedan prata flex automatico',
  });
});
afterAll(() => w.close());

const createSource = (body: Record<string, unknown>) =>
  w.call('POST', '/api/lead-sources', { name: 'OLX', kind: 'portal', replyDelaySeconds: 0, ...body });

const putSource = (id: string, payload: object) =>
  w.t.app.inject({ method: 'PUT', url: `/api/lead-sources/${id}`, headers: w.admin.headers, payload });

async function postLead(token: string, phone: string) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `/api/leads/intake/${token}`,
    payload: { name: 'Paula Ribeiro', phone, vehicle: { listingId: 'OLX-1234567' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  await w.t.app.jobs.runDue();
  return response.json<{ id: string; leadId: string }>();
}

const sentTo = (phone: string) =>
  w.graph
    .requestsTo(`POST /${PHONE_NUMBER_ID}/messages`)
    .map((request) => request.body as { to?: string; type?: string; template?: Record<string, unknown> })
    .filter((body) => body.to === phone);

describe('the first contact of a portal lead on an official number', () => {
  it('sends the source’s approved template filled with the first name, the car and its stock price', async () => {
    const created = await createSource({ instanceId, templateId: approvedId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ templateId: approvedId });
    const phone = newPhone();
    const intake = await postLead(created.json<{ token: string }>().token, phone);

    const sent = sentTo(phone);
    // Free text is refused outside the window: only the template reached Meta.
    expect(sent.map((body) => body.type)).toEqual(['template']);
    expect(sent[0]?.template).toMatchObject({
      name: 'primeiro_contato',
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Paula' },
            { type: 'text', text: 'Toyota Corolla 2021' },
            { type: 'text', text: expect.stringMatching(/^R\$\s112\.900$/) },
          ],
        },
      ],
    });
    const [row] = await w.t.db.select().from(leadIntakes).where(eq(leadIntakes.id, intake.id));
    expect(row?.status).toBe('sent');
    // The chat shows the template as the customer reads it.
    const lines = await w.t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, row?.conversationId ?? ''));
    expect(lines.map((line) => line.content)).toEqual([
      expect.stringMatching(/^Olá Paula! Recebemos seu interesse no Toyota Corolla 2021, disponível por R\$/),
    ]);
  });

  it('without a template, marks the lead and tells its seller instead of sending', async () => {
    const created = await createSource({ instanceId });
    expect(created.statusCode, created.body).toBe(201);
    const phone = newPhone();
    const intake = await postLead(created.json<{ token: string }>().token, phone);

    expect(sentTo(phone)).toEqual([]);
    const [row] = await w.t.db.select().from(leadIntakes).where(eq(leadIntakes.id, intake.id));
    expect(row?.status).toBe('no_template');
    const shown = await w.call('GET', `/api/leads/${intake.leadId}`);
    expect(shown.json()).toMatchObject({ noFirstContactTemplateAt: expect.any(String) });
    const [lead] = await w.t.db.select().from(leads).where(eq(leads.id, intake.leadId));
    const notices = await w.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.organizationId, w.admin.organizationId),
          eq(notifications.userId, lead?.assignedUserId ?? ''),
        ),
      );
    expect(notices.map((notice) => notice.title)).toContain(
      'Sem modelo aprovado para o primeiro contato: Paula Ribeiro',
    );
  });

  it('answers 400 naming templateId for a template not approved, of another number or on Evolution', async () => {
    const pending = await createSource({ instanceId, templateId: pendingId });
    expect(pending.statusCode).toBe(400);
    expect(errorOf(pending).details).toEqual([{ field: 'templateId', message: expect.any(String) }]);

    const evolution = await createInstanceRow(w.t.db, w.admin.organizationId, w.admin.id);
    const onEvolution = await createSource({ instanceId: evolution.id, templateId: approvedId });
    expect(onEvolution.statusCode).toBe(400);
    expect(errorOf(onEvolution).details).toEqual([{ field: 'templateId', message: expect.any(String) }]);
  });

  it('a source saved without a template gets one later, and the next lead is answered with it', async () => {
    const created = await createSource({ instanceId });
    const { id, token } = created.json<{ id: string; token: string }>();
    const pending = await putSource(id, { templateId: pendingId });
    expect(pending.statusCode).toBe(400);
    expect(errorOf(pending).details).toEqual([{ field: 'templateId', message: expect.any(String) }]);
    const saved = await putSource(id, { templateId: approvedId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id, templateId: approvedId });

    const phone = newPhone();
    await postLead(token, phone);
    expect(sentTo(phone).map((body) => body.type)).toEqual(['template']);
  });
});

describe('a first-contact template with a picture header', () => {
  it("shows the lead's car by its stock photo link, and the template's sample when the photo is not public", async () => {
    const [row] = await w.t.db
      .insert(messageTemplates)
      .values({
        organizationId: w.admin.organizationId,
        instanceId,
        name: 'primeiro_contato_foto',
        category: 'MARKETING',
        language: 'pt_BR',
        body: 'Olá {{1}}! O {{2}} está aqui esperando por você.',
        examples: ['Paula', 'Toyota Corolla 2021'],
        headerMedia: {
          kind: 'image',
          fileName: 'loja.jpg',
          mimeType: 'image/jpeg',
          handle: 'h',
          mediaId: '8880001',
        },
        status: 'APPROVED',
      })
      .returning({ id: messageTemplates.id });
    const created = await createSource({ instanceId, templateId: row?.id, name: 'Webmotors' });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json<{ token: string }>().token;
    const headerOf = (phone: string) =>
      (sentTo(phone)[0]?.template?.components as Array<{ type: string; parameters: unknown[] }>)?.find(
        (component) => component.type === 'header',
      )?.parameters;

    const setPhoto = (url: string) =>
      w.t.db
        .update(vehicles)
        .set({ photos: [url] })
        .where(eq(vehicles.externalId, 'OLX-1234567'));
    await setPhoto('https://fotos.loja.test/corolla-1.jpg');
    const withPhoto = newPhone();
    await postLead(token, withPhoto);
    expect(headerOf(withPhoto)).toEqual([
      { type: 'image', image: { link: 'https://fotos.loja.test/corolla-1.jpg' } },
    ]);

    await setPhoto('http://fotos.loja.test/corolla-1.jpg');
    const plainHttp = newPhone();
    await postLead(token, plainHttp);
    expect(headerOf(plainHttp)).toEqual([{ type: 'image', image: { id: '8880001' } }]);
  });
});
