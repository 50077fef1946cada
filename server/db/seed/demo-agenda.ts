/**
 * The demo shop's visits, placed on its weekdays around "now" so /agenda, the lead cards and the
 * reports' visit blocks show something on a fresh start: some booked by the AI, some by staff, one
 * visit done and one no-show in the past. The same start time always gives the same agenda.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppointmentKind, AppointmentSource, AppointmentStatus } from '../../../contract/agenda';
import { DEFAULT_AGENDA_SETTINGS } from '../../../contract/agenda-settings';
import { nextDate, wallClock, zonedInstant } from '../../../contract/zoned-time';
import { scheduleReminders } from '../../engine/agenda';
import type { DbOrTx } from '../client';
import { appointments, vehicles } from '../schema';

interface SeedVisit {
  /** The customer, by the demo conversation's contact name. */
  contactName: string;
  /** Weekdays from today: 1 is the next weekday, -1 the last one before today. */
  weekdays: number;
  /** Local time on the shop's clock, in minutes from midnight (inside weekday hours). */
  at: number;
  kind: AppointmentKind;
  status: AppointmentStatus;
  source: AppointmentSource;
  /** Which car of the lot (by position in a stable order), or none. */
  car: number | null;
  seller: 'vendedor' | 'admin';
  notes?: string;
}

const H = 60;

export const DEMO_VISITS: readonly SeedVisit[] = [
  {
    contactName: 'João Pereira',
    weekdays: 1,
    at: 10 * H,
    kind: 'avaliacao_usado',
    status: 'scheduled',
    source: 'ai',
    car: null,
    seller: 'vendedor',
    notes: 'Avaliar o Gol 2015 para a troca pelo Onix.',
  },
  {
    contactName: 'Mariana Costa',
    weekdays: 1,
    at: 14 * H,
    kind: 'test_drive',
    status: 'confirmed',
    source: 'ai',
    car: 0,
    seller: 'vendedor',
  },
  {
    contactName: 'Beatriz Rocha',
    weekdays: 2,
    at: 11 * H,
    kind: 'visita',
    status: 'scheduled',
    source: 'staff',
    car: 1,
    seller: 'admin',
  },
  {
    contactName: 'Pedro Almeida',
    weekdays: 3,
    at: 16 * H,
    kind: 'test_drive',
    status: 'scheduled',
    source: 'ai',
    car: 2,
    seller: 'vendedor',
  },
  {
    contactName: 'Fernanda Lima',
    weekdays: -2,
    at: 15 * H,
    kind: 'test_drive',
    status: 'done',
    source: 'staff',
    car: 3,
    seller: 'vendedor',
    notes: 'Gostou do carro; fechou na semana.',
  },
  {
    contactName: 'Lucas Martins',
    weekdays: -1,
    at: 9 * H,
    kind: 'visita',
    status: 'no_show',
    source: 'ai',
    car: null,
    seller: 'admin',
  },
];

/** Weekdays (Monday to Friday) are open all day in the demo shop's hours. */
function weekdayFrom(today: string, steps: number): string {
  const direction = Math.sign(steps);
  let date = today;
  for (let left = Math.abs(steps); left > 0; ) {
    date = nextDate(date, direction);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export async function seedDemoAgenda(
  tx: DbOrTx,
  input: {
    organizationId: string;
    now: Date;
    leadsByContact: ReadonlyMap<string, string>;
    sellers: Record<SeedVisit['seller'], string>;
  },
): Promise<void> {
  const { organizationId, now } = input;
  const timeZone = DEFAULT_AGENDA_SETTINGS.timezone;
  const today = wallClock(now, timeZone).date;
  const lot = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), eq(vehicles.status, 'available')))
    .orderBy(asc(vehicles.price), asc(vehicles.id));
  const rows = DEMO_VISITS.flatMap((visit) => {
    const leadId = input.leadsByContact.get(visit.contactName);
    if (!leadId) return [];
    const startsAt = zonedInstant(weekdayFrom(today, visit.weekdays), visit.at, timeZone);
    const past = startsAt.getTime() < now.getTime();
    // A past visit had its reminders; a no-show its follow-up, so no job acts on them again.
    const sentBefore = (hours: number) => (past ? new Date(startsAt.getTime() - hours * 3_600_000) : null);
    return [
      {
        organizationId,
        leadId,
        // Spread over the lot's price range, so the cars differ.
        vehicleId:
          visit.car === null || lot.length === 0 ? null : (lot[(visit.car * 7) % lot.length]?.id ?? null),
        kind: visit.kind,
        startsAt,
        durationMinutes: DEFAULT_AGENDA_SETTINGS.slotMinutes,
        sellerId: input.sellers[visit.seller],
        status: visit.status,
        source: visit.source,
        notes: visit.notes ?? '',
        reminder24hSentAt: sentBefore(24),
        reminder2hSentAt: sentBefore(2),
        noShowFollowUpSentAt: visit.status === 'no_show' ? sentBefore(-3) : null,
        createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - 3 * 86_400_000),
        updatedAt: past ? new Date(startsAt.getTime() + 3_600_000) : now,
      },
    ];
  });
  if (rows.length === 0) return;
  const inserted = await tx.insert(appointments).values(rows).returning();
  // The coming visits' reminders are queued as a booking queues them: the demo phone gets them.
  for (const appointment of inserted) await scheduleReminders(tx, appointment, now);
}
