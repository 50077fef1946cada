/** Plans of spec 3 §9; `null` means unlimited. Enforced on the server. */
export const PLANS = {
  starter: {
    name: 'Starter',
    price: 197,
    maxInstances: 2,
    maxUsers: 5,
    maxMessagesPerMonth: 5000,
    features: ['Suporte por email', 'IA básica'],
  },
  professional: {
    name: 'Professional',
    price: 497,
    maxInstances: 5,
    maxUsers: 15,
    maxMessagesPerMonth: 20000,
    features: ['Suporte prioritário', 'IA avançada', 'Scraping', 'Relatórios avançados'],
  },
  enterprise: {
    name: 'Enterprise',
    price: 797,
    maxInstances: null,
    maxUsers: null,
    maxMessagesPerMonth: null,
    features: ['Suporte 24/7', 'IA premium', 'Integrações personalizadas', 'White label'],
  },
} as const;

export type PlanKey = keyof typeof PLANS;
export const PLAN_KEYS = Object.keys(PLANS) as PlanKey[];
export const TRIAL_DAYS = 7;
