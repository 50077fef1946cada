/**
 * The plans of spec 3 §9: the one place for their names, prices, limits and features. The server
 * enforces the limits and features from here; every screen shows them from here. `null` means
 * unlimited. Prices are in centavos.
 */
export const PLAN_FEATURES = ['scraping', 'advanced_reports', 'custom_integrations', 'white_label'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLANS = {
  starter: {
    name: 'Starter',
    priceCents: 19_700,
    maxInstances: 2,
    maxUsers: 5,
    maxMessagesPerMonth: 5000,
    /** What the plan card lists (spec 3 §9), in pt-BR. */
    features: ['Suporte por email', 'IA básica'],
    /** What the server lets the plan use. */
    featureKeys: [] as readonly PlanFeature[],
  },
  professional: {
    name: 'Professional',
    priceCents: 49_700,
    maxInstances: 5,
    maxUsers: 15,
    maxMessagesPerMonth: 20_000,
    features: ['Suporte prioritário', 'IA avançada', 'Scraping', 'Relatórios avançados'],
    featureKeys: ['scraping', 'advanced_reports'] as readonly PlanFeature[],
  },
  enterprise: {
    name: 'Enterprise',
    priceCents: 79_700,
    maxInstances: null,
    maxUsers: null,
    maxMessagesPerMonth: null,
    features: ['Suporte 24/7', 'IA premium', 'Integrações personalizadas', 'White label'],
    featureKeys: [
      'scraping',
      'advanced_reports',
      'custom_integrations',
      'white_label',
    ] as readonly PlanFeature[],
  },
} as const;

export type PlanKey = keyof typeof PLANS;
export const PLAN_KEYS = Object.keys(PLANS) as PlanKey[];
export const TRIAL_DAYS = 7;

/** A stored plan key, or the smallest plan for anything unknown (a row written by hand). */
export const planOf = (plan: string) => PLANS[plan in PLANS ? (plan as PlanKey) : 'starter'];

export const planHasFeature = (plan: string, feature: PlanFeature): boolean =>
  planOf(plan).featureKeys.includes(feature);

/** The cheapest plan that includes a feature, to tell the user what to upgrade to. */
export const planUnlocking = (feature: PlanFeature): PlanKey =>
  PLAN_KEYS.find((key) => PLANS[key].featureKeys.includes(feature)) ?? 'enterprise';

/** Price in reais for display (R$197). */
export const planPriceReais = (plan: PlanKey): number => PLANS[plan].priceCents / 100;
