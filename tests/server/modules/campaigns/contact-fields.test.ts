import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../../../server/db/schema';
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

const sends = () => w.graph.requestsTo(`POST /${PHONE_NUMBER_ID}/messages`);
type TemplateSendBody = {
  to: string;
  template: { components: { parameters: { text: string }[] }[] };
};

describe('a template variable taken from the contact', () => {
  it("is each recipient's first name at send time, or the fallback when the name is blank", async () => {
    const [template] = await w.t.db
      .insert(messageTemplates)
      .values({
        organizationId: w.admin.organizationId,
        instanceId,
        name: 'oferta_nominal',
        category: 'MARKETING',
        language: 'pt_BR',
        body: 'Olá {{1}}! Sábado tem {{2}} na loja. Quer agendar uma visita?',
        examples: ['João', 'feirão'],
        status: 'APPROVED',
      })
      .returning({ id: messageTemplates.id });
    const shop = { organizationId: w.admin.organizationId, instanceId };
    const db = { db: w.t.db, clock };
    const named = await addLead(db, shop, { name: 'Mariana Costa' });
    const blank = await addLead(db, shop, { name: '  ' });

    const created = await w.call('POST', '/api/campaigns', {
      name: 'Feirão com nome',
      instanceId,
      templateId: template?.id,
      variables: [{ field: 'nome', fallback: 'amigo' }, 'feirão'],
      sendNow: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(created.json()).toMatchObject({ variables: [{ field: 'nome', fallback: 'amigo' }, 'feirão'] });
    expect((await w.call('POST', `/api/campaigns/${id}/start`)).statusCode).toBe(200);
    for (let step = 0; step < 3; step++) {
      await w.t.app.jobs.runDue();
      clock.advance(CLOUD_GAP_MS);
    }

    const valuesTo = (number: string) =>
      (
        sends().find((request) => (request.body as TemplateSendBody).to === number)?.body as TemplateSendBody
      )?.template.components[0]?.parameters.map((parameter) => parameter.text);
    expect(valuesTo(named.number)).toEqual(['Mariana', 'feirão']);
    expect(valuesTo(blank.number)).toEqual(['amigo', 'feirão']);
  });

  it('refuses a field the contact does not have, naming variables', async () => {
    const response = await w.call('POST', '/api/campaigns', {
      name: 'Campo errado',
      instanceId,
      text: 'x',
      variables: [{ field: 'cpf', fallback: 'x' }],
      sendNow: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details?.[0]?.field).toMatch(/^variables/);
  });
});
