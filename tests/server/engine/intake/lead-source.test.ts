import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../../../server/db/schema';
import { createOrganization, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, loadPayload, postWebhook, startTestApp, textMessageBody } from './helpers';
import { leadsOf } from './rows';

/** Issue 29: a lead's source comes from its first message and never changes after. */

let t: TestApp;
let organizationId: string;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  ownerId = (await createUser(t.db, organizationId, { role: 'vendedor' })).id;
});
afterAll(() => t.close());

const AT = 1_762_170_000;
const NUMBER = '5511912345678';

async function firstMessage(text: string, siteUrl?: string) {
  const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
  if (siteUrl)
    await t.db.update(instances).set({ scrapingUrl: siteUrl }).where(eq(instances.id, instance.id));
  const body = textMessageBody({ id: `SRC-${text.length}`, number: NUMBER, text, timestamp: AT });
  expect((await postWebhook(t.app, instance, body)).statusCode).toBe(200);
  const [lead] = await leadsOf(t.db, instance.id);
  return { instance, source: lead?.source };
}

describe("the lead's source from its first message", () => {
  it('names the portal whose listing link the first message quotes', async () => {
    const { source } = await firstMessage(
      'Oi, ainda está disponível? https://sp.olx.com.br/sao-paulo-e-regiao/autos-e-pecas/carros/corolla-1234567',
    );
    expect(source).toEqual({ kind: 'portal', name: 'OLX', at: new Date(AT * 1000).toISOString() });
  });

  it('reads a portal link pasted without its scheme', async () => {
    const { source } = await firstMessage('vi esse aqui www.webmotors.com.br/comprar/toyota/corolla/123');
    expect(source).toMatchObject({ kind: 'portal', name: 'Webmotors' });
  });

  it("marks a link to the shop's own site as a site lead", async () => {
    const { source } = await firstMessage(
      'Quero este: https://www.autocenter.com.br/estoque/civic-2020',
      'https://autocenter.com.br',
    );
    expect(source).toMatchObject({ kind: 'site', name: 'Site' });
  });

  it('is a direct WhatsApp contact when there is no ad and no known link', async () => {
    const { source } = await firstMessage('Bom dia, vocês financiam? veja google.com');
    expect(source).toMatchObject({ kind: 'whatsapp_direct', name: 'WhatsApp' });
  });

  it('keeps the source of the first message when a later one comes from an ad or a portal', async () => {
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const first = textMessageBody({ id: 'KEEP-1', number: '5511976543210', text: 'Oi', timestamp: AT });
    await postWebhook(t.app, instance, first);
    const ad = loadPayload('inbound-ctwa-ad.json');
    await postWebhook(t.app, instance, ad);
    const later = textMessageBody({
      id: 'KEEP-3',
      number: '5511976543210',
      text: 'https://www.icarros.com.br/comprar/usados/123',
      timestamp: AT + 600,
    });
    await postWebhook(t.app, instance, later);
    const rows = await leadsOf(t.db, instance.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toMatchObject({ kind: 'whatsapp_direct', at: new Date(AT * 1000).toISOString() });
  });
});
