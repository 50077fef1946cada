import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../../server/db/schema';
import { createOrganization, createUser, type TestApp } from '../../helpers/app';
import { createEvolutionInstance, postWebhook, startTestApp, textMessageBody } from './helpers';
import { monitorOf, stepNames } from './rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const instanceOf = async (debugMode: boolean) => {
  const org = (await createOrganization(t.db)).id;
  if (debugMode)
    await t.db
      .update(organizations)
      .set({ settings: { debugMode: true } })
      .where(eq(organizations.id, org));
  return createEvolutionInstance(t.db, org, (await createUser(t.db, org)).id);
};

const body = (id: string, number: string) =>
  textMessageBody({ id, number, text: 'Tem o Onix 2020?', timestamp: 1_762_170_300, pushName: 'Ana' });

// The monitor's record is compact for an event that went through: its keys, outcome and steps,
// without the webhook's body. A failed event, and every event in debug mode, keeps the body.
describe("the monitor record's body", () => {
  it('is left out of a successful event, whose steps and keys stay', async () => {
    const instance = await instanceOf(false);
    expect((await postWebhook(t.app, instance, body('COMPACT-1', '5511944441111'))).statusCode).toBe(200);
    const [record] = await monitorOf(t.db, instance.id);
    expect(record).toMatchObject({ finalOutcome: 'processing', gatewayMessageId: 'COMPACT-1' });
    expect(record?.payload).toBeNull();
    expect(stepNames(record as { steps: Array<{ step: string }> })).toContain('stored');
  });

  it('is kept whole for a failed event', async () => {
    const instance = await instanceOf(false);
    await t.db.execute(
      sql`alter table conversations add constraint refuse_bia check (contact_number <> '5511944442222') not valid`,
    );
    try {
      expect((await postWebhook(t.app, instance, body('COMPACT-2', '5511944442222'))).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table conversations drop constraint refuse_bia`);
    }
    const [record] = await monitorOf(t.db, instance.id);
    expect(record?.finalOutcome).toBe('processing_error');
    expect(record?.payload).toMatchObject({ data: { key: { id: 'COMPACT-2' } } });
  });

  it('is kept for every event of an organization in debug mode', async () => {
    const instance = await instanceOf(true);
    expect((await postWebhook(t.app, instance, body('COMPACT-3', '5511944443333'))).statusCode).toBe(200);
    const [record] = await monitorOf(t.db, instance.id);
    expect(record?.finalOutcome).toBe('processing');
    expect(record?.payload).toMatchObject({ data: { key: { id: 'COMPACT-3' } } });
  });
});
