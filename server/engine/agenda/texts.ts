import type { AppointmentKind } from '../../../contract/agenda';
import { shortLocal } from '../../../contract/zoned-time';

/** The pt-BR words of the agenda's messages: reminders, the no-show follow-up, timeline lines. */

export const KIND_LABEL: Record<AppointmentKind, string> = {
  test_drive: 'test drive',
  visita: 'visita',
  avaliacao_usado: 'avaliação do usado',
};

export interface VisitWords {
  kind: AppointmentKind;
  startsAt: Date;
  timeZone: string;
  vehicleLabel: string | null;
}

/** "seu test drive", "sua visita": the kind with its possessive, for the reminders. */
const YOUR_KIND: Record<AppointmentKind, string> = {
  test_drive: 'seu test drive',
  visita: 'sua visita',
  avaliacao_usado: 'sua avaliação do usado',
};
/** "no test drive", "na visita". */
const AT_KIND: Record<AppointmentKind, string> = {
  test_drive: 'no test drive',
  visita: 'na visita',
  avaliacao_usado: 'na avaliação do usado',
};

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
const hello = (name: string): string => (firstName(name) ? `Olá, ${firstName(name)}!` : 'Olá!');
const withCar = (visit: VisitWords): string => (visit.vehicleLabel ? ` (${visit.vehicleLabel})` : '');

/** "test drive — sáb 06/12 10:00 — Corolla XEi 2020": the visit in one line. */
export function visitLine(visit: VisitWords): string {
  const parts = [KIND_LABEL[visit.kind], shortLocal(visit.startsAt, visit.timeZone)];
  if (visit.vehicleLabel) parts.push(visit.vehicleLabel);
  return parts.join(' — ');
}

export type ReminderWhich = '24h' | '2h';

export function reminderText(
  which: ReminderWhich,
  visit: VisitWords & { contactName: string; shopName: string },
): string {
  const when = which === '24h' ? 'amanhã' : 'daqui a pouco';
  return (
    `${hello(visit.contactName)} Lembrete (${visit.shopName}): ${YOUR_KIND[visit.kind]}${withCar(visit)} é ` +
    `${when}, ${shortLocal(visit.startsAt, visit.timeZone)}. ` +
    'Responda para confirmar, remarcar ou cancelar.'
  );
}

export function noShowText(visit: VisitWords & { contactName: string }, freeTimes: readonly Date[]): string {
  const offer =
    freeTimes.length > 0
      ? ` Tenho estes horários: ${freeTimes.map((at) => shortLocal(at, visit.timeZone)).join(', ')}.`
      : '';
  return (
    `${hello(visit.contactName)} Sentimos sua falta ${AT_KIND[visit.kind]}${withCar(visit)} de ` +
    `${shortLocal(visit.startsAt, visit.timeZone)}. Quer marcar um novo horário?${offer}`
  );
}
