import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contract/realtime';
import type { Database } from '../../../server/db/client';
import { EventBus } from '../../../server/realtime/bus';
import { freshDatabase } from '../helpers/db';

const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the event');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('event bus over LISTEN/NOTIFY', () => {
  let database: Database;
  let publisher: EventBus;
  let subscriber: EventBus;

  beforeAll(async () => {
    database = await freshDatabase();
    // Two buses on one database stand for two server processes sharing it.
    publisher = new EventBus(database);
    subscriber = new EventBus(database);
    await publisher.start();
    await subscriber.start();
  });

  afterAll(async () => {
    await publisher.stop();
    await subscriber.stop();
    await database.close();
  });

  it('delivers an event published by one process to the listeners of another', async () => {
    const received: Array<[string, RealtimeEvent]> = [];
    const unsubscribe = subscriber.subscribe((org, event) => received.push([org, event]));
    const event: RealtimeEvent = { type: 'qrcode_updated', instanceId: 'inst-1' };
    await publisher.publish('org-1', event);
    await waitFor(() => received.length > 0);
    expect(received).toEqual([['org-1', event]]);
    unsubscribe();
  });

  it('delivers an event raised inside a transaction only when it commits', async () => {
    const received: RealtimeEvent[] = [];
    const unsubscribe = subscriber.subscribe((_org, event) => received.push(event));
    await database.db
      .transaction(async (tx) => {
        await publisher.publish('org-1', { type: 'instance_connected', instanceId: 'rolled-back' }, tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await publisher.publish('org-1', { type: 'instance_connected', instanceId: 'committed' });
    await waitFor(() => received.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([{ type: 'instance_connected', instanceId: 'committed' }]);
    unsubscribe();
  });
});
