import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactExport } from '../../../../contract/privacy';
import { type EngineApp, engineApp } from '../../engine/app';
import { openShop, type Shop } from '../../engine/shop';
import { addLead, call, later, startCampaign } from '../campaigns/world';

let t: EngineApp;
let shop: Shop;
beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
});
afterAll(() => t.close());

const exportOf = async (leadId: string) => {
  const response = await call(t, shop, 'POST', `/api/leads/${leadId}/export`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactExport>();
};

describe('the export of a contact a campaign reached', () => {
  it('lists the campaign, its message, what became of it and when', async () => {
    const reached = await addLead(t, shop);
    const never = await addLead(t, shop);
    const id = await startCampaign(t, shop, {}, 'Feirão de sábado: Onix com taxa zero!');
    await later(t, 0);
    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);
    const sent = (await exportOf(reached.leadId)).campaigns;
    const cancelled = (await exportOf(never.leadId)).campaigns;
    // The campaign sends in its own order: whoever went first was reached.
    const [first, second] = sent[0]?.sentAt ? [sent, cancelled] : [cancelled, sent];

    expect(first).toEqual([
      {
        campaignId: id,
        name: 'Feirão',
        template: null,
        status: expect.stringMatching(/^(sent|delivered|read)$/),
        error: null,
        sentAt: t.clock.now().toISOString(),
      },
    ]);
    expect(second).toEqual([
      { campaignId: id, name: 'Feirão', template: null, status: 'cancelled', error: null, sentAt: null },
    ]);
  });

  it('is empty for a contact no campaign had in its audience', async () => {
    const lead = await addLead(t, shop, { consent: 'opted_out' });
    await startCampaign(t, shop, {}, 'Outra oferta');
    expect((await exportOf(lead.leadId)).campaigns).toEqual([]);
  });
});
