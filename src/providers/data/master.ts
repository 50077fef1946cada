import type { MasterStats, Payment, PlanStatus, Revenue } from '../../../contract/master';
import { type Call, segment } from './call';

/** The master panel (super admins) and the signed-in organization's plan. */
export const masterMethods = (call: Call) => ({
  getMasterStats: () => call<MasterStats>('GET', '/master/stats'),
  getRevenue: () => call<Revenue>('GET', '/master/billing/revenue'),
  getPayments: () => call<Payment[]>('GET', '/master/payments'),
  markPaymentPaid: (id: string) => call<Payment>('POST', `/master/payments/${segment(id)}/pay`),
  /** The signed-in organization's plan (banners, locked features). */
  getPlanStatus: () => call<PlanStatus>('GET', '/organization/plan'),
});
