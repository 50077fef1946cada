import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRecord, RecipientRecord } from '../../../../contract/campaigns';
import { EVOLUTION_GAP_MS, JITTER } from '../../../../server/modules/campaigns/pace';
import { scheduleNextSend } from '../../../../server/modules/campaigns/run';
import { type EngineApp, engineApp } from '../../engine/app';
import { openShop } from '../../engine/shop';
import { addLead, call, later, received, startCampaign } from './world';

const LONGEST_GAP = EVOLUTION_GAP_MS * (1 + JITTER);

let t: EngineApp;
beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

describe('a cancelled campaign', () => {
  it('shows its unsent recipients as cancelled, its counts add up, and never sends again', async () => {
    const shop = await openShop(t);
    const contacts = [await addLead(t, shop), await addLead(t, shop), await addLead(t, shop)];
    const id = await startCampaign(t, shop);
    await later(t, 0);
    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);

    const campaign = (await call(t, shop, 'GET', `/api/campaigns/${id}`)).json<CampaignRecord>();
    expect(campaign).toMatchObject({ status: 'cancelled', total: 3, sent: 1, failed: 0, cancelled: 2 });
    const recipients = (await call(t, shop, 'GET', `/api/campaigns/${id}/recipients?range=[0,9]`)).json<
      RecipientRecord[]
    >();
    // The one reached shows its ticks; none is left "Na fila".
    const statuses = recipients.map((row) => row.status);
    expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(2);
    expect(statuses).not.toContain('queued');
    const filtered = await call(
      t,
      shop,
      'GET',
      `/api/campaigns/${id}/recipients?filter=${encodeURIComponent('{"status":"cancelled"}')}`,
    );
    expect(filtered.headers['content-range']).toMatch(/\/2$/);

    // A send job the runner took before the cancel still runs: it finds nothing to send.
    await scheduleNextSend(t.app, { id, organizationId: shop.organizationId }, t.clock.now());
    await later(t, 10 * LONGEST_GAP);
    const reached = await Promise.all(contacts.map((contact) => received(t, shop, contact)));
    expect(reached.filter((texts) => texts.length > 0)).toHaveLength(1);
    expect((await call(t, shop, 'GET', `/api/campaigns/${id}`)).json()).toMatchObject({
      status: 'cancelled',
      sent: 1,
      cancelled: 2,
    });
  });

  it('cancelled before it started leaves every recipient cancelled', async () => {
    const shop = await openShop(t);
    await addLead(t, shop);
    await addLead(t, shop);
    const id = await startCampaign(t, shop);
    expect((await call(t, shop, 'POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);
    await later(t, 10 * LONGEST_GAP);
    expect((await call(t, shop, 'GET', `/api/campaigns/${id}`)).json()).toMatchObject({
      total: 2,
      sent: 0,
      cancelled: 2,
    });
  });
});
