import { z } from 'zod';
import { Id } from './common';
import { PlanFeatureSchema, PlanKeySchema, SubscriptionStatus } from './organizations';

/** `GET /api/master/stats` (spec 3 §3 Master stats) with the platform's messages of the last 30 days. */
export const MasterStats = z.object({
  totalOrganizations: z.number(),
  activeOrganizations: z.number(),
  totalUsers: z.number(),
  messagesToday: z.number(),
  /** One point per day, oldest first, `YYYY-MM-DD` in São Paulo time. */
  messagesPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type MasterStats = z.infer<typeof MasterStats>;

/** Amounts are in reais (R$) with centavos as decimals. */
export const UpcomingPayment = z.object({
  organizationId: Id,
  name: z.string(),
  plan: PlanKeySchema,
  value: z.number(),
  date: z.string(),
});
export type UpcomingPayment = z.infer<typeof UpcomingPayment>;

/** `GET /api/master/billing/revenue` (spec 3 §3 Revenue) with the last 12 months billed. */
export const Revenue = z.object({
  monthlyRevenue: z.number(),
  yearlyRevenue: z.number(),
  upcomingPayments: z.array(UpcomingPayment),
  /** `YYYY-MM`, oldest first, paid payments of each month. */
  revenuePerMonth: z.array(z.object({ month: z.string(), value: z.number() })),
});
export type Revenue = z.infer<typeof Revenue>;

export const PAYMENT_STATUSES = ['due', 'overdue', 'paid'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);

/** A subscription charge: a record the platform owner marks paid (no card processing). */
export const Payment = z.object({
  id: Id,
  organizationId: Id,
  organizationName: z.string(),
  plan: PlanKeySchema,
  value: z.number(),
  dueDate: z.string(),
  status: PaymentStatus,
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof Payment>;

/** `GET /api/organization/plan`: what the shop's admin sees of its own plan (banners, locked features). */
export const PlanStatus = z.object({
  plan: PlanKeySchema,
  subscriptionStatus: SubscriptionStatus,
  trialEndsAt: z.string().nullable(),
  nextPaymentAt: z.string().nullable(),
  usage: z.object({ instances: z.number(), users: z.number(), messagesThisMonth: z.number() }),
  limits: z.object({
    maxInstances: z.number().nullable(),
    maxUsers: z.number().nullable(),
    maxMessagesPerMonth: z.number().nullable(),
  }),
  messageLimitReached: z.boolean(),
  features: z.array(PlanFeatureSchema),
});
export type PlanStatus = z.infer<typeof PlanStatus>;

/** `GET /api/organizations/branding?org=<slug>`: public; name and logo only for white label (Enterprise). */
export const BrandingQuery = z.object({ org: z.string().trim().min(1).max(60) });
export const Branding = z.object({
  slug: z.string(),
  name: z.string(),
  whiteLabel: z.boolean(),
  logoUrl: z.string().nullable(),
});
export type Branding = z.infer<typeof Branding>;
