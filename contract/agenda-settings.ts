import { z } from 'zod';

/** When the shop receives visits (`GET/PUT /api/agenda/settings`, a section of `/settings`). */

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const DEFAULT_AGENDA_TIME_ZONE = 'America/Sao_Paulo';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) => z.string().regex(HH_MM, `${label}: use o formato HH:MM`);

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** One weekday's opening hours; null when the shop is closed that day. */
export const DayHours = z
  .object({ open: time('Abertura'), close: time('Fechamento') })
  .refine((day) => day.open < day.close, {
    path: ['close'],
    message: 'O fechamento deve ser depois da abertura',
  })
  .nullable();
export type DayHours = z.infer<typeof DayHours>;

export const AgendaSettings = z.object({
  timezone: z
    .string()
    .trim()
    .refine(isTimeZone, 'Fuso horário inválido (use um nome IANA, ex.: America/Sao_Paulo)'),
  weekly: z.object({
    mon: DayHours,
    tue: DayHours,
    wed: DayHours,
    thu: DayHours,
    fri: DayHours,
    sat: DayHours,
    sun: DayHours,
  }),
  slotMinutes: z
    .number({ message: 'Duração do horário deve ser um número' })
    .int('Duração do horário em minutos inteiros')
    .min(15, 'Duração do horário de no mínimo 15 minutos')
    .max(240, 'Duração do horário de no máximo 240 minutos'),
  perSlot: z
    .number({ message: 'Atendimentos simultâneos deve ser um número' })
    .int('Atendimentos simultâneos deve ser inteiro')
    .min(1, 'Ao menos 1 atendimento por horário')
    .max(50, 'No máximo 50 atendimentos por horário'),
  closedDates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data fechada: use o formato AAAA-MM-DD'))
    .max(366, 'No máximo 366 datas fechadas'),
  leadTimeHours: z
    .number({ message: 'Antecedência deve ser um número' })
    .min(0, 'Antecedência não pode ser negativa')
    .max(720, 'Antecedência de no máximo 720 horas'),
});
export type AgendaSettings = z.infer<typeof AgendaSettings>;

/** A new shop (and the demo): weekdays 08–18, Saturday morning, one-hour slots, two at once, 2 h ahead. */
export const DEFAULT_AGENDA_SETTINGS: AgendaSettings = {
  timezone: DEFAULT_AGENDA_TIME_ZONE,
  weekly: {
    mon: { open: '08:00', close: '18:00' },
    tue: { open: '08:00', close: '18:00' },
    wed: { open: '08:00', close: '18:00' },
    thu: { open: '08:00', close: '18:00' },
    fri: { open: '08:00', close: '18:00' },
    sat: { open: '08:00', close: '13:00' },
    sun: null,
  },
  slotMinutes: 60,
  perSlot: 2,
  closedDates: [],
  leadTimeHours: 2,
};
