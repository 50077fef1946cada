import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignAudience } from '../../../../contract/campaigns';
import {
  campaignRecipients,
  campaigns,
  cloudNumbers,
  conversations,
  leads,
  messageTemplates,
} from '../../../../server/db/schema';
import { manualClock } from '../../../../server/lib/clock';
import { CLOUD_GAP_MS } from '../../../../server/modules/campaigns/pace';
import { MONDAY_10H } from '../../engine/app';
import { type CloudWorld, PHONE_NUMBER_ID, startCloudWorld } from '../webhooks/cloud-setup';
import { addLead } from './world';

const clock = manualClock(MONDAY_10H);
let w: CloudWorld;
let instanceId: string;
beforeAll(async () => {
  w = await startCloudWorld({ clock });
  instanceId = await w.createNumber();
});
afterAll(() => w.close());

async function template(status: 'APPROVED' | 'PENDING', name: string): Promise<string> {
  const [row] = await w.t.db
    .insert(messageTemplates)
    .values({
      organizationId: w.admin.organizationId,
      instanceId,
      name,
      category: 'MARKETING',
      language: 'pt_BR',
      body: 'Olá! Sábado tem {{1}} na loja. Quer agendar uma visita?',
      examples: ['feirão'],
      status,
    })
    .returning({ id: messageTemplates.id });
  return row?.id ?? '';
}

const sends = () => w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`);

describe('a campaign on an official number', () => {
  it('refuses a template Meta has not approved, naming templateId', async () => {
    const response = await w.call('POST', '/api/campaigns', {
      name: 'Em análise',
      instanceId,
      templateId: await template('PENDING', 'em_analise'),
      variables: ['feirão'],
      sendNow: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details?.[0]?.field).toBe('templateId');
  });

  it("sends the approved template to each contact at the platform's pace, outside any window", async () => {
    const shop = { organizationId: w.admin.organizationId, instanceId };
    const db = { db: w.t.db, clock };
    const contacts = [await addLead(db, shop), await addLead(db, shop), await addLead(db, shop)];
    // Two days pass: none of them wrote in the last 24 hours, so only a template may reach them.
    clock.advance(2 * 86_400_000);
    const created = await w.call('POST', '/api/campaigns', {
      name: 'Feirão oficial',
      instanceId,
      templateId: await template('APPROVED', 'oferta_sabado'),
      variables: ['feirão'],
      sendNow: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await w.call('POST', `/api/campaigns/${id}/start`)).statusCode).toBe(200);

    await w.t.app.jobs.runDue();
    expect(sends()).toHaveLength(1);
    clock.advance(CLOUD_GAP_MS - 1);
    await w.t.app.jobs.runDue();
    expect(sends()).toHaveLength(1);
    for (let step = 0; step < 4; step++) {
      clock.advance(CLOUD_GAP_MS);
      await w.t.app.jobs.runDue();
    }
    expect(
      sends()
        .map((request) => (request.body as { to: string }).to)
        .sort(),
    ).toEqual(contacts.map((contact) => contact.number).sort());
    expect(sends()[0]?.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: {
        name: 'oferta_sabado',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'feirão' }] }],
      },
    });
    expect((await w.call('GET', `/api/campaigns/${id}`)).json()).toMatchObject({ status: 'done', sent: 3 });
  });

  it("waits once the number's daily tier of unique contacts is used up", async () => {
    const organizationId = w.admin.organizationId;
    await w.t.db
      .update(cloudNumbers)
      .set({ messagingLimitTier: 'TIER_250' })
      .where(eq(cloudNumbers.instanceId, instanceId));
    // An earlier campaign reached 250 contacts an hour ago.
    const [earlier] = await w.t.db
      .insert(campaigns)
      .values({
        organizationId,
        instanceId,
        name: 'Ontem',
        audience: CampaignAudience.parse({}),
        status: 'done',
      })
      .returning({ id: campaigns.id });
    const reachedAt = new Date(clock.now().getTime() - 3_600_000);
    await w.t.db.execute(sql`
      with chats as (
        insert into ${conversations} (organization_id, instance_id, contact_number)
        select ${organizationId}::uuid, ${instanceId}::uuid, '5511950' || lpad(n::text, 6, '0')
        from generate_series(1, 250) as n returning id),
      people as (
        insert into ${leads} (organization_id, instance_id, conversation_id)
        select ${organizationId}::uuid, ${instanceId}::uuid, id from chats returning id, conversation_id)
      insert into ${campaignRecipients} (organization_id, campaign_id, lead_id, conversation_id, status, claimed_at, sent_at)
      select ${organizationId}::uuid, ${earlier?.id ?? ''}::uuid, id, conversation_id, 'sent',
        ${reachedAt.toISOString()}::timestamptz, ${reachedAt.toISOString()}::timestamptz from people`);
    const contact = await addLead({ db: w.t.db, clock }, { organizationId, instanceId });

    const created = await w.call('POST', '/api/campaigns', {
      name: 'Hoje',
      instanceId,
      templateId: await template('APPROVED', 'oferta_hoje'),
      variables: ['feirão'],
      sendNow: true,
    });
    const id = created.json<{ id: string }>().id;
    const started = await w.call('POST', `/api/campaigns/${id}/start`);
    expect(started.json()).toMatchObject({ total: 1 });
    const toContact = () =>
      sends().filter((request) => (request.body as { to: string }).to === contact.number);

    await w.t.app.jobs.runDue();
    clock.advance(23 * 3_600_000 - 1000);
    await w.t.app.jobs.runDue();
    expect(toContact()).toHaveLength(0);
    clock.advance(2000);
    await w.t.app.jobs.runDue();
    expect(toContact()).toHaveLength(1);
  });
});
