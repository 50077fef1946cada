import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../../contract/realtime';
import { EVENTS_CHANNEL } from '../../../../server/realtime/bus';
import { createOrganization, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, postWebhook, startTestApp, textMessageBody, waitFor } from './helpers';

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

// On the embedded database every listener is in the server's own process: a processed batch hands
// its live events to them after its commit instead of writing each to the notification queue.
describe.skipIf(process.env.TEST_DATABASE_URL)('live events of the intake on the embedded database', () => {
  it('reach the inbox listeners once each, without a database notification', async () => {
    const pglite = t.database.pglite;
    if (!pglite) throw new Error('the embedded database was expected');
    const notified: string[] = [];
    const unlisten = await pglite.listen(EVENTS_CHANNEL, (payload) => notified.push(payload));
    const heard: Array<{ organizationId: string; event: RealtimeEvent }> = [];
    const stop = t.app.events.subscribe((organization, event) =>
      heard.push({ organizationId: organization, event }),
    );
    try {
      const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
      const texts = ['Oi, tudo bem?', 'Vocês têm o Onix 2021?', 'Aceitam troca?'];
      for (const [index, text] of texts.entries()) {
        const response = await postWebhook(
          t.app,
          instance,
          textMessageBody({ id: `LIVE-${index}`, number: '5511987650001', text, timestamp: AT + index }),
        );
        expect(response.statusCode).toBe(200);
      }
      const messages = () => heard.filter((entry) => entry.event.type === 'new_message');
      await waitFor(() => messages().length === texts.length);

      expect(messages().every((entry) => entry.organizationId === organizationId)).toBe(true);
      const ids = messages().map((entry) =>
        entry.event.type === 'new_message' ? entry.event.messageId : '',
      );
      expect(new Set(ids).size).toBe(texts.length);
      // The monitor's records are announced too, one per webhook.
      expect(heard.filter((entry) => entry.event.type === 'webhook_recorded')).toHaveLength(texts.length);
      expect(notified).toEqual([]);
    } finally {
      stop();
      await unlisten();
    }
  });
});
