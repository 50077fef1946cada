import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../../../server/db/schema';
import { visitKeepsAi } from '../../../../server/engine/agenda';
import { engineDeps } from '../../../../server/engine/deps';
import { markTransferred, pauseAiForConsultant } from '../../../../server/engine/qualify';
import { agendaTools } from '../../../../server/engine/tools/agenda-tools';
import { shopWithLead } from '../agenda/world';
import { startWorld, type World } from '../world';

/**
 * The qualification hands the lead over in the same moment as the reply books the visit, on two
 * connections: the hand-over has marked the conversation transferred and found no visit yet when
 * the booking commits. The booking's resumption of the AI must wait for the hand-over's pause and
 * undo it, not test the row before the pause and miss it. Only on PostgreSQL (TEST_DATABASE_URL):
 * the embedded database runs one transaction at a time.
 */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const waitingForALock = async (): Promise<'waiting'> => {
  for (;;) {
    const result = (await world.t.db.execute(
      sql`select count(*)::int as n from pg_locks where not granted`,
    )) as { rows: Array<{ n: number }> };
    if (Number(result.rows[0]?.n) > 0) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('a visit booked while the lead is handed over', () => {
  it('keeps the AI on once both have committed', async () => {
    const booking = await shopWithLead(world);
    const { organizationId, instanceId } = booking.shop;
    const { conversationId, leadId } = booking;
    await world.t.db
      .update(conversations)
      .set({ isAiActive: true })
      .where(eq(conversations.id, conversationId));
    const deps = engineDeps(world.t.app);
    const now = world.t.clock.now();

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let looked: () => void = () => undefined;
    const lookedForVisit = new Promise<void>((resolve) => {
      looked = resolve;
    });
    // The hand-over's steps (qualify/hot-lead.ts), held open between its look for a visit and its pause.
    const handOver = world.t.db.transaction(async (tx) => {
      expect(await markTransferred(tx, organizationId, conversationId, now)).toBe(true);
      expect(await visitKeepsAi(tx, organizationId, leadId, now)).toBe(false);
      looked();
      await released;
      expect(await pauseAiForConsultant(tx, organizationId, conversationId, now)).toBe(true);
    });
    await lookedForVisit;

    const tool = agendaTools.find((candidate) => candidate.name === 'agendar_visita');
    if (!tool) throw new Error('no agendar_visita');
    const booked = tool.run(
      {
        deps,
        organizationId,
        instanceId,
        conversationId,
        leadId,
        contactPhone: booking.customer.number,
        now,
      },
      tool.parameters.parse({ kind: 'test_drive', date: '2025-03-15', time: '10:00' }),
    );
    // The booking either finishes (and must not have missed the pause to come) or waits for the hand-over.
    await Promise.race([booked, waitingForALock()]);
    release();
    await handOver;
    expect(await booked).toMatchObject({ ok: true });

    const [conversation] = await world.t.db
      .select({ isAiActive: conversations.isAiActive, reason: conversations.aiPausedReason })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toEqual({ isAiActive: true, reason: null });
  });
});
