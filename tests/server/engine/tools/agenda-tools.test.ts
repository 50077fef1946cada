import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, vehicles } from '../../../../server/db/schema';
import { engineDeps } from '../../../../server/engine/deps';
import { agendaTools } from '../../../../server/engine/tools/agenda-tools';
import type { ToolContext, ToolOutcome } from '../../../../server/engine/tools/types';
import { type Booking, shopWithLead } from '../agenda/world';
import { startWorld, type World } from '../world';

/** The AI's agenda tools, called as the reply loop calls them (clock: Monday 10 March 2025, 10:00). */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const contextOf = (booking: Booking, leadId: string | null = booking.leadId): ToolContext => ({
  deps: engineDeps(world.t.app),
  organizationId: booking.shop.organizationId,
  instanceId: booking.shop.instanceId,
  conversationId: booking.conversationId,
  leadId,
  contactPhone: booking.customer.number,
  now: world.t.clock.now(),
});

async function call(name: string, context: ToolContext, raw: unknown): Promise<ToolOutcome> {
  const tool = agendaTools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool.run(context, tool.parameters.parse(raw));
}

describe('agenda tools', () => {
  it('books a test drive with the car, in the timeline line staff read, and moves and cancels it', async () => {
    const booking = await shopWithLead(world);
    const [car] = await world.t.db
      .insert(vehicles)
      .values({
        organizationId: booking.shop.organizationId,
        source: 'manual',
        make: 'Toyota',
        model: 'Corolla',
        version: 'XEi',
        year: 2020,
        modelYear: 2020,
        price: 98000,
      })
      .returning({ id: vehicles.id });
    const context = contextOf(booking);
    const booked = await call('agendar_visita', context, {
      kind: 'test_drive',
      date: '2025-03-15',
      time: '10:00',
      vehicleId: car?.id,
    });
    expect(booked).toMatchObject({
      ok: true,
      result: { kind: 'test_drive', date: '2025-03-15', time: '10:00', vehicle: 'Corolla XEi 2020' },
      timeline: 'IA agendou test drive — sáb 15/03 10:00 — Corolla XEi 2020',
    });
    const [row] = await world.t.db.select().from(appointments).where(eq(appointments.leadId, booking.leadId));
    expect(row).toMatchObject({ source: 'ai', sellerId: booking.seller.id });

    expect(await call('remarcar_visita', context, { date: '2025-03-15', time: '11:00' })).toMatchObject({
      ok: true,
      timeline: 'IA remarcou test drive — sáb 15/03 11:00 — Corolla XEi 2020',
    });
    expect(await call('confirmar_visita', context, {})).toMatchObject({
      ok: true,
      result: { status: 'confirmed' },
    });
    expect(await call('cancelar_visita', context, {})).toMatchObject({
      ok: true,
      timeline: 'IA cancelou test drive — sáb 15/03 11:00 — Corolla XEi 2020',
    });
    expect(await call('cancelar_visita', context, {})).toEqual({
      ok: false,
      error: 'O cliente não tem visita agendada.',
    });
  });

  it('refuses a full or closed time naming the nearest free times, and lists free times of a day', async () => {
    const booking = await shopWithLead(world);
    const context = contextOf(booking);
    for (let n = 0; n < 2; n += 1) {
      expect(
        (await call('agendar_visita', context, { kind: 'visita', date: '2025-03-15', time: '09:00' })).ok,
      ).toBe(true);
    }
    expect(
      await call('agendar_visita', context, { kind: 'visita', date: '2025-03-15', time: '09:00' }),
    ).toEqual({
      ok: false,
      error:
        'Horário lotado: a loja já tem 2 atendimento(s) marcado(s) nesse horário. Horários livres mais próximos: sáb 15/03 08:00, sáb 15/03 10:00, sáb 15/03 11:00.',
    });
    expect(
      await call('agendar_visita', context, { kind: 'visita', date: '2025-03-16', time: '10:00' }),
    ).toEqual({
      ok: false,
      error:
        'A loja não atende aos domingos. Escolha outro dia. Horários livres mais próximos: seg 17/03 08:00, seg 17/03 09:00, seg 17/03 10:00.',
    });
    const free = await call('horarios_disponiveis', context, { kind: 'visita', date: '2025-03-15' });
    expect(free).toMatchObject({ ok: true, result: { timezone: 'America/Sao_Paulo' } });
    const times = free.ok ? (free.result.times as { time: string }[]).map((slot) => slot.time) : [];
    expect(times).toEqual(['08:00', '10:00', '11:00', '12:00']);
  });

  it('answers an error the model can recover from for a chat without a lead or a date that does not exist', async () => {
    const booking = await shopWithLead(world);
    expect(
      await call('agendar_visita', contextOf(booking, null), {
        kind: 'visita',
        date: '2025-03-15',
        time: '09:00',
      }),
    ).toEqual({ ok: false, error: 'Esta conversa não tem lead: não é possível agendar por aqui.' });
    expect(
      await call('agendar_visita', contextOf(booking), { kind: 'visita', date: '2025-02-30', time: '09:00' }),
    ).toEqual({ ok: false, error: 'A data 2025-02-30 09:00 não existe.' });
  });
});
