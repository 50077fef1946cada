import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../../../server/db/schema';
import { book, shopWithLead, WEDNESDAY_10H } from '../../engine/agenda/world';
import { startWorld, type World } from '../../engine/world';
import { signedInUser } from '../../helpers/app';

/** `/api/appointments` and `/api/agenda/settings` as the agenda screens use them (clock: Monday 10:00). */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const get = (url: string, headers: { authorization: string }) =>
  world.t.app.inject({ method: 'GET', url, headers });
const query = (filter: Record<string, unknown>, extra = '') =>
  `/api/appointments?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describe('/api/appointments', () => {
  it('books, lists with paging, filters and search, reads one and answers times in the shop offset', async () => {
    const { shop, leadId, seller } = await shopWithLead(world);
    const [car] = await world.t.db
      .insert(vehicles)
      .values({
        organizationId: shop.organizationId,
        source: 'manual',
        make: 'Toyota',
        model: 'Corolla',
        version: 'XEi',
        year: 2020,
        modelYear: 2020,
        price: 98000,
      })
      .returning({ id: vehicles.id });
    const first = await book(world, shop.headers, {
      leadId,
      kind: 'test_drive',
      startsAt: WEDNESDAY_10H,
      vehicleId: car?.id,
      notes: 'Cliente quer testar na estrada',
    });
    expect(first).toMatchObject({
      startsAt: WEDNESDAY_10H,
      durationMinutes: 60,
      status: 'scheduled',
      source: 'staff',
      sellerId: seller.id,
      contactName: 'Maria Silva',
      vehicleLabel: 'Corolla XEi 2020',
    });
    await book(world, shop.headers, { leadId, kind: 'visita', startsAt: '2025-03-13T13:00:00Z' });

    const page = await get(`${query({})}&range=${encodeURIComponent('[0,0]')}`, shop.headers);
    expect(page.headers['content-range']).toBe('appointments 0-0/2');
    expect(page.json()).toEqual([expect.objectContaining({ id: first.id })]);
    const thursday = await get(
      query({ from: '2025-03-13T00:00:00-03:00', to: '2025-03-14T00:00:00-03:00' }),
      shop.headers,
    );
    expect(thursday.json().map((row: { startsAt: string }) => row.startsAt)).toEqual([
      '2025-03-13T10:00:00-03:00',
    ]);
    expect((await get(query({ q: 'corolla' }), shop.headers)).json()).toHaveLength(1);
    expect((await get(query({ status: 'cancelled' }), shop.headers)).json()).toHaveLength(0);
    expect((await get(`/api/appointments/${first.id}`, shop.headers)).json().notes).toBe(
      'Cliente quer testar na estrada',
    );
  });

  it('refuses a time outside the hours with a 400 on startsAt offering free times, and a full slot with a 409', async () => {
    const { shop, leadId } = await shopWithLead(world);
    const sunday = await world.t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: shop.headers,
      payload: { leadId, kind: 'visita', startsAt: '2025-03-16T10:00:00-03:00' },
    });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json()).toMatchObject({
      error: 'validation_error',
      message: 'A loja não atende aos domingos. Escolha outro dia.',
      details: [
        {
          field: 'startsAt',
          freeSlots: [
            { startsAt: '2025-03-17T08:00:00-03:00', local: 'seg 17/03 08:00' },
            { startsAt: '2025-03-17T09:00:00-03:00', local: 'seg 17/03 09:00' },
            { startsAt: '2025-03-17T10:00:00-03:00', local: 'seg 17/03 10:00' },
          ],
        },
      ],
    });
    const bad = await world.t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: shop.headers,
      payload: { leadId, kind: 'visita', startsAt: '2025-03-12 10:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('startsAt');

    const saturday = '2025-03-15T10:00:00-03:00';
    await book(world, shop.headers, { leadId, kind: 'test_drive', startsAt: saturday });
    await book(world, shop.headers, { leadId, kind: 'test_drive', startsAt: saturday });
    const full = await world.t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: shop.headers,
      payload: { leadId, kind: 'test_drive', startsAt: saturday },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      'Horário lotado: a loja já tem 2 atendimento(s) marcado(s) nesse horário.',
    );
    expect(full.json().details.freeSlots[0]).toEqual({
      startsAt: '2025-03-15T08:00:00-03:00',
      local: 'sáb 15/03 08:00',
    });
  });

  it('shows a seller only the visits it attends, and refuses a lead it cannot see', async () => {
    const { shop, leadId, seller } = await shopWithLead(world);
    const other = await shopWithLead(world);
    const colleague = await signedInUser(world.t, 'vendedor', shop.organizationId);
    const mine = await book(world, shop.headers, { leadId, kind: 'visita', startsAt: WEDNESDAY_10H });
    await book(world, shop.headers, {
      leadId,
      kind: 'visita',
      startsAt: WEDNESDAY_10H,
      sellerId: colleague.id,
    });

    const seen = (await get('/api/appointments', seller.headers)).json();
    expect(seen.map((row: { id: string }) => row.id)).toEqual([mine.id]);
    expect((await get(`/api/appointments/${mine.id}`, colleague.headers)).statusCode).toBe(404);
    const moved = await world.t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${mine.id}`,
      headers: seller.headers,
      payload: { startsAt: '2025-03-12T11:00:00-03:00', notes: 'Trazer documento' },
    });
    expect(moved.json()).toMatchObject({ startsAt: '2025-03-12T11:00:00-03:00', notes: 'Trazer documento' });

    const foreign = await world.t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: seller.headers,
      payload: { leadId: other.leadId, kind: 'visita', startsAt: WEDNESDAY_10H },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('/api/agenda/settings', () => {
  it('starts from the defaults, is written by admins only and moves the hours to the shop time zone', async () => {
    const { shop, leadId, seller } = await shopWithLead(world);
    const defaults = (await get('/api/agenda/settings', shop.headers)).json();
    expect(defaults).toMatchObject({
      timezone: 'America/Sao_Paulo',
      slotMinutes: 60,
      perSlot: 2,
      leadTimeHours: 2,
      weekly: { sat: { open: '08:00', close: '13:00' }, sun: null },
    });
    const manaus = { ...defaults, timezone: 'America/Manaus', closedDates: ['2025-03-14'] };
    const put = (headers: { authorization: string }, payload: unknown) =>
      world.t.app.inject({ method: 'PUT', url: '/api/agenda/settings', headers, payload: payload as object });
    expect((await put(seller.headers, manaus)).statusCode).toBe(403);
    const badZone = await put(shop.headers, { ...manaus, timezone: 'Marte/Base' });
    expect(badZone.statusCode).toBe(400);
    expect(JSON.stringify(badZone.json().details)).toContain('timezone');
    const badDay = await put(shop.headers, {
      ...manaus,
      weekly: { ...manaus.weekly, mon: { open: '18:00', close: '08:00' } },
    });
    expect(badDay.statusCode).toBe(400);
    expect((await put(shop.headers, manaus)).statusCode).toBe(200);
    expect((await get('/api/agenda/settings', seller.headers)).json().timezone).toBe('America/Manaus');

    const booked = await book(world, shop.headers, {
      leadId,
      kind: 'visita',
      startsAt: '2025-03-12T08:00:00-04:00',
    });
    expect(booked.startsAt).toBe('2025-03-12T08:00:00-04:00');
    const friday = await world.t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: shop.headers,
      payload: { leadId, kind: 'visita', startsAt: '2025-03-14T10:00:00-04:00' },
    });
    expect(friday.json().message).toBe('A loja não atende em 14/03/2025. Escolha outra data.');
  });
});
