import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT } from '../../../../contract/privacy';
import { conversations, logs } from '../../../../server/db/schema';
import { enqueueJob } from '../../../../server/jobs/queue';
import type { ManualClock } from '../../../../server/lib/clock';
import { RETENTION_JOB } from '../../../../server/modules/privacy/retention-job';
import { listenToEvents, waitFor } from '../../engine/intake/helpers';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';
import { clockedApp } from '../auth/trust-fixture';
import { createBoardLead } from '../leads/fixtures';
import { addMessage } from '../messages/fixtures';

/**
 * The retention period erases a contact the way their own request would: beyond the conversation,
 * the system log stops naming and quoting them, and the screens open on them drop their name.
 */
const DAY_MS = 24 * 60 * 60_000;
let t: TestApp & { clock: ManualClock };
let admin: { authorization: string };
let instance: { id: string; organizationId: string };

beforeAll(async () => {
  t = await clockedApp();
  const org = (await createOrganization(t.db)).id;
  const adminUser = await createUser(t.db, org, { role: 'admin' });
  admin = authHeader(await login(t.app, adminUser.email, adminUser.password));
  instance = { ...(await createInstanceRow(t.db, org, adminUser.id)), organizationId: org };
});
afterAll(() => t.close());

describe('the retention sweep, beyond the conversation', () => {
  it('redacts the log lines about an expired contact and renames them on open screens', async () => {
    const at = new Date(t.clock.now().getTime() - 400 * DAY_MS);
    const name = 'Josefina Antiga';
    const secret = 'Meu salário é 3.200';
    const lead = await createBoardLead(t.db, instance, { lastMessageAt: at, contactName: name });
    await addMessage(t.db, { id: lead.conversationId }, instance, { timestamp: at, content: secret });
    const [line] = await t.db
      .insert(logs)
      .values({
        organizationId: instance.organizationId,
        instanceId: instance.id,
        level: 'warn',
        category: 'ai',
        message: `AI reply failed for ${lead.contactNumber}`,
        metadata: { conversationId: lead.conversationId, contactName: name, text: secret },
        timestamp: at,
      })
      .returning({ id: logs.id });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/retention',
      headers: admin,
      payload: { conversationMonths: 12, mediaDays: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const live = listenToEvents(t.app);
    try {
      await enqueueJob(t.db, {
        kind: RETENTION_JOB,
        organizationId: null,
        payload: {},
        runAt: t.clock.now(),
        dedupeKey: RETENTION_JOB,
      });
      expect(await t.app.jobs.runDue()).toBeGreaterThan(0);

      const [after] = await t.db
        .select()
        .from(logs)
        .where(eq(logs.id, line?.id ?? 0));
      for (const erased of [lead.contactNumber, name, secret])
        expect(JSON.stringify(after)).not.toContain(erased);
      expect(after).toMatchObject({ level: 'warn', message: `AI reply failed for ${ERASED_TEXT}` });

      const [row] = await t.db
        .select({ name: conversations.contactName })
        .from(conversations)
        .where(eq(conversations.id, lead.conversationId));
      expect(row?.name.startsWith('anon:')).toBe(true);
      const renamed = () =>
        live.events.filter(
          ({ event }) =>
            event.type === 'contact_name_updated' && event.conversationId === lead.conversationId,
        );
      await waitFor(() => renamed().length > 0);
      expect(renamed()[0]?.event).toMatchObject({ instanceId: instance.id, newName: row?.name });
      expect(JSON.stringify(renamed())).not.toContain(name);
    } finally {
      live.stop();
    }
  });
});
