import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT } from '../../../../contract/privacy';
import { conversations, intakeEvents, leads, logs, messages } from '../../../../server/db/schema';
import { intakeDrained } from '../../../../server/engine/intake';
import { otherMobileForm } from '../../../../server/lib/phone-forms';
import { type EvolutionInstance, postWebhook, startShop, textMessageBody } from '../../engine/intake/helpers';
import type { TestApp } from '../../helpers/app';

/**
 * A Brazilian mobile reaches us with and without its ninth digit (WhatsApp keeps the old form for
 * accounts registered before it): the erasure of the contact reaches both.
 */
let t: TestApp;
let org: string;
let admin: { authorization: string };
let instance: EvolutionInstance;
let serial = 0;

beforeAll(async () => {
  ({ t, org, admin, instance } = await startShop());
});
afterAll(() => t.close());

const epoch = () => Math.floor(Date.now() / 1000);

/** A mobile in São Paulo: `55 11 9 8xxx xxxx` and, for old accounts, `55 11 8xxx xxxx`. */
function mobile(): { withNinth: string; withoutNinth: string } {
  serial += 1;
  const rest = `8${String(Date.now() + serial).slice(-7)}`;
  return { withNinth: `55119${rest}`, withoutNinth: `5511${rest}` };
}

async function contactWhoWrote(number: string, text: string) {
  const response = await postWebhook(
    t.app,
    instance,
    textMessageBody({ id: `NINTH-${serial}-1`, number, text, timestamp: epoch(), pushName: 'Cliente' }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const [lead] = await t.db
    .select({ id: leads.id, conversationId: leads.conversationId })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(eq(conversations.contactNumber, number));
  if (!lead) throw new Error('the webhook made no lead');
  return lead;
}

const erase = (leadId: string, confirm: string) =>
  t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/erase`, headers: admin, payload: { confirm } });

describe('erasing a contact whose mobile comes in both forms', () => {
  it('drops their queued webhook addressed to the number without the ninth digit', async () => {
    const { withNinth, withoutNinth } = mobile();
    const lead = await contactWhoWrote(withNinth, 'Quero vender meu carro');
    // A retry queued for later, as WhatsApp addressed the same person by the old form.
    await t.db.insert(intakeEvents).values({
      organizationId: org,
      instanceId: instance.id,
      receivedAt: new Date(Date.now() - 1_000),
      body: JSON.stringify(
        textMessageBody({
          id: `NINTH-${serial}-2`,
          number: withoutNinth,
          text: 'Meu CPF é 123.456.789-00',
          timestamp: epoch(),
        }),
      ),
      retryAt: new Date(Date.now() + 60 * 60_000),
    });

    const response = await erase(lead.id, withNinth);
    expect(response.statusCode, response.body).toBe(200);

    expect(await t.db.select().from(intakeEvents).where(eq(intakeEvents.instanceId, instance.id))).toEqual(
      [],
    );
    await intakeDrained(t.app);
    expect(await t.db.select().from(messages).where(like(messages.content, '%123.456.789%'))).toEqual([]);
  });

  it('redacts the log lines that name the number with the ninth digit when it wrote without it', async () => {
    const { withNinth, withoutNinth } = mobile();
    const lead = await contactWhoWrote(withoutNinth, 'Tenho interesse');
    const [line] = await t.db
      .insert(logs)
      .values({
        organizationId: org,
        level: 'warn',
        category: 'outbound',
        message: `send to ${withNinth}@s.whatsapp.net failed`,
        metadata: { to: withNinth },
        timestamp: new Date(),
      })
      .returning({ id: logs.id });

    expect((await erase(lead.id, withoutNinth)).statusCode).toBe(200);

    const [after] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.id, line?.id ?? 0));
    expect(JSON.stringify(after)).not.toContain(withoutNinth.slice(4));
    expect(after?.metadata).toEqual({ to: ERASED_TEXT });
  });

  it('takes only mobiles for one person in two forms, never a landline', () => {
    expect(otherMobileForm('5511988887777')).toBe('551188887777');
    expect(otherMobileForm('551188887777')).toBe('5511988887777');
    // Eight digits starting 2–5 is a landline: no ninth digit was ever added to it.
    expect(otherMobileForm('551133334444')).toBeNull();
    expect(otherMobileForm('14155550123')).toBeNull();
  });
});
