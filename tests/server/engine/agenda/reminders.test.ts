import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../../server/db/schema';
import { elapse, HOUR, MINUTE, startWorld, textsSentTo, type World } from '../world';
import { book, shopWithLead, WEDNESDAY_10H } from './world';

/** What follows a booking: reminders that follow moves and cancels, the seller's notices, the no-show message. */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const reminders = (texts: string[]) => texts.filter((text) => text.includes('Lembrete'));
const put = (headers: { authorization: string }, id: string, payload: Record<string, unknown>) =>
  world.t.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers, payload });

describe('after a booking', () => {
  it('moves the reminders with the visit and drops them when it is cancelled', async () => {
    const started = world.t.clock.now();
    const { shop, customer, leadId } = await shopWithLead(world);
    const created = await book(world, shop.headers, { leadId, kind: 'visita', startsAt: WEDNESDAY_10H });
    const moved = await put(shop.headers, created.id, { startsAt: '2025-03-13T15:00:00-03:00' });
    expect(moved.statusCode, moved.body).toBe(200);

    await elapse(world, 25 * HOUR); // Tuesday 11:00: the old 24 h reminder's time has passed
    expect(reminders(textsSentTo(world, shop, customer.number))).toEqual([]);
    await elapse(world, 29 * HOUR); // Wednesday 16:00: 23 h before the new time
    expect(reminders(textsSentTo(world, shop, customer.number))).toEqual([
      expect.stringContaining('sua visita é amanhã, qui 13/03 15:00.'),
    ]);

    const cancelled = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${created.id}`,
      headers: shop.headers,
    });
    expect(cancelled.json().status).toBe('cancelled');
    await elapse(world, 24 * HOUR);
    expect(reminders(textsSentTo(world, shop, customer.number))).toHaveLength(1);
    world.t.clock.set(started);
  });

  it('tells the seller of a booking, a move and a cancellation in the bell and on their WhatsApp', async () => {
    const { shop, seller, leadId } = await shopWithLead(world);
    const created = await book(world, shop.headers, { leadId, kind: 'test_drive', startsAt: WEDNESDAY_10H });
    expect(created.sellerId).toBe(seller.id);
    await put(shop.headers, created.id, { startsAt: '2025-03-12T11:00:00-03:00' });
    await world.t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${created.id}`,
      headers: shop.headers,
    });
    await world.t.app.jobs.runDue();
    const bell = await world.t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'appointment')))
      .orderBy(notifications.createdAt);
    expect(bell).toEqual([
      { title: 'Novo agendamento: Maria Silva', body: 'test drive — qua 12/03 10:00' },
      { title: 'Agendamento remarcado: Maria Silva', body: 'test drive — qua 12/03 11:00' },
      { title: 'Agendamento cancelado: Maria Silva', body: 'test drive — qua 12/03 11:00' },
    ]);
    const whatsapp = textsSentTo(world, shop, '5511966665555');
    expect(whatsapp.filter((text) => text.includes('Maria Silva'))).toHaveLength(3);
  });

  it('sends one message offering new times to a customer marked as no-show, never a second', async () => {
    const started = world.t.clock.now();
    const { shop, customer, leadId } = await shopWithLead(world);
    const created = await book(world, shop.headers, { leadId, kind: 'test_drive', startsAt: WEDNESDAY_10H });
    const early = await put(shop.headers, created.id, { status: 'no_show' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Comparecimento só pode ser marcado depois do horário do agendamento.');

    await elapse(world, 2 * 24 * HOUR + 2 * HOUR); // Wednesday 12:00
    expect((await put(shop.headers, created.id, { status: 'no_show' })).statusCode).toBe(200);
    await world.t.app.jobs.runDue();
    await put(shop.headers, created.id, { status: 'done' });
    await put(shop.headers, created.id, { status: 'no_show' });
    await elapse(world, MINUTE);
    const missed = textsSentTo(world, shop, customer.number).filter((text) =>
      text.includes('Sentimos sua falta'),
    );
    expect(missed).toEqual([
      expect.stringMatching(
        /^Olá, Maria! Sentimos sua falta no test drive de qua 12\/03 10:00\. Quer marcar um novo horário\? Tenho estes horários: qua 12\/03 14:00, qua 12\/03 15:00, qua 12\/03 16:00\.$/,
      ),
    ]);
    world.t.clock.set(started);
  });
});
