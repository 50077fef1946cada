import { PLANS, type PlanFeature, planHasFeature, planOf, planUnlocking } from '../../contract/plans';
import { HttpError } from './errors';

export type PlanResource = 'users' | 'instances';

const LIMIT_OF = { users: 'maxUsers', instances: 'maxInstances' } as const;
const NOUN_OF = { users: 'usuários', instances: 'instâncias' } as const;

/** What each feature is called in the refusal message. */
const FEATURE_NAMES: Record<PlanFeature, string> = {
  scraping: 'O scraping do site',
  advanced_reports: 'Os relatórios avançados',
  custom_integrations: 'As integrações personalizadas',
  white_label: 'O white label',
};

/**
 * Throws the 403 `plan_limit` of spec 3 §9 when `current` live rows already fill the plan
 * ("Seu plano Starter permite até 2 instâncias"). An unknown plan key (a row written by hand) is
 * held to the smallest plan rather than unlimited.
 */
export function assertPlanAllows(plan: string, resource: PlanResource, current: number): void {
  const definition = planOf(plan);
  const limit = definition[LIMIT_OF[resource]];
  if (limit === null || current < limit) return;
  throw new HttpError(
    403,
    'plan_limit',
    `Seu plano ${definition.name} permite até ${limit} ${NOUN_OF[resource]}. Faça upgrade para adicionar mais.`,
    { limit: LIMIT_OF[resource], max: limit, plan: plan in PLANS ? plan : 'starter' },
  );
}

/**
 * The one check of a plan's features (scraping, advanced reports, white label…): a 403 `plan_limit`
 * in the same shape as the numeric limits, naming the plan that unlocks the feature.
 */
export function assertPlanFeature(plan: string, feature: PlanFeature): void {
  if (planHasFeature(plan, feature)) return;
  const unlock = PLANS[planUnlocking(feature)].name;
  throw new HttpError(
    403,
    'plan_limit',
    `${FEATURE_NAMES[feature]} não faz parte do plano ${planOf(plan).name}. Disponível a partir do plano ${unlock}.`,
    { feature, requiredPlan: planUnlocking(feature) },
  );
}
