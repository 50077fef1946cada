import type { DbOrTx } from '../../db/client';
import { notify } from '../../notifications/notify';
import { notifyDepsOf, type TriggerDeps } from '../../notifications/triggers/deps';

export type AppointmentChange = 'booked' | 'moved' | 'cancelled';

const TITLES: Record<AppointmentChange, string> = {
  booked: 'Novo agendamento',
  moved: 'Agendamento remarcado',
  cancelled: 'Agendamento cancelado',
};

export interface SellerNotice {
  organizationId: string;
  sellerId: string | null;
  change: AppointmentChange;
  contactName: string;
  /** "test drive — sáb 06/12 10:00 — Corolla XEi 2020". */
  line: string;
  byAi: boolean;
}

/**
 * The seller of a visit hears of it as consultants hear of a lead: the bell and their WhatsApp.
 * Written in the booking's transaction, so a refused booking announces nothing.
 */
export async function noticeSeller(deps: TriggerDeps, tx: DbOrTx, notice: SellerNotice): Promise<void> {
  if (!notice.sellerId) return;
  const customer = notice.contactName.trim() || 'Cliente sem nome';
  await notify(notifyDepsOf(deps, tx), {
    organizationId: notice.organizationId,
    to: { userId: notice.sellerId },
    kind: 'appointment',
    title: `${TITLES[notice.change]}: ${customer}`,
    body: `${notice.line}${notice.byAi ? ' (pela IA)' : ''}`,
    link: '/agenda',
  });
}
