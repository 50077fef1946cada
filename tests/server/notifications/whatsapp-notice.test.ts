import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, logs, simulatorMessages, users } from '../../../server/db/schema';
import { enqueueJob } from '../../../server/jobs/queue';
import { NOTIFY_WHATSAPP_JOB } from '../../../server/notifications/notify';
import { type EngineApp, engineApp } from '../engine/app';
import { openShop, type Shop } from '../engine/shop';

/** A staff member's WhatsApp notice leaves from one of the organization's numbers, as any message of ours. */

const SELLER_PHONE = '5511955554444';
let t: EngineApp;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

async function noticeTo(shop: Shop, text: string): Promise<void> {
  const [admin] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, shop.organizationId));
  if (!admin) throw new Error('shop without a user');
  await t.db.update(users).set({ phone: `+55 (11) 95555-4444` }).where(eq(users.id, admin.id));
  await enqueueJob(t.db, {
    kind: NOTIFY_WHATSAPP_JOB,
    organizationId: shop.organizationId,
    payload: { organizationId: shop.organizationId, userId: admin.id, text },
    runAt: t.clock.now(),
  });
  await t.app.jobs.runDue();
}

describe("a staff member's WhatsApp notice", () => {
  it("reaches the member's phone from the organization's connected number", async () => {
    const shop = await openShop(t);
    await noticeTo(shop, '*Lead quente*\nMarina quer ver o Corolla hoje');
    const received = await t.db
      .select({ content: simulatorMessages.content, kind: simulatorMessages.kind })
      .from(simulatorMessages)
      .where(
        and(
          eq(simulatorMessages.instanceId, shop.instanceId),
          eq(simulatorMessages.contactNumber, SELLER_PHONE),
        ),
      );
    expect(received).toEqual([{ content: '*Lead quente*\nMarina quer ver o Corolla hoje', kind: 'text' }]);
  });

  it('is logged, not sent, when no number of the organization is connected', async () => {
    const shop = await openShop(t);
    await t.db.update(instances).set({ isConnected: false }).where(eq(instances.id, shop.instanceId));
    await noticeTo(shop, 'Aviso sem número');
    const sent = await t.db
      .select()
      .from(simulatorMessages)
      .where(eq(simulatorMessages.instanceId, shop.instanceId));
    expect(sent.filter((row) => row.contactNumber === SELLER_PHONE)).toEqual([]);
    const lines = await t.db.select().from(logs).where(eq(logs.organizationId, shop.organizationId));
    expect(lines.map((line) => line.message)).toContain(
      `Aviso por WhatsApp não enviado a ${SELLER_PHONE}: nenhum número conectado na organização`,
    );
  });
});
