import { PLANS, type PlanKey } from '../../contract/plans';
import { HttpError } from './errors';

export type PlanResource = 'users' | 'instances';

const LIMIT_OF = { users: 'maxUsers', instances: 'maxInstances' } as const;
const NOUN_OF = { users: 'usuários', instances: 'instâncias' } as const;

/**
 * Throws the 403 `plan_limit` of spec 3 §9 when `current` live rows already fill the plan.
 * An unknown plan key (a row written by hand) is held to the smallest plan rather than unlimited.
 */
export function assertPlanAllows(plan: string, resource: PlanResource, current: number): void {
  const key: PlanKey = plan in PLANS ? (plan as PlanKey) : 'starter';
  const definition = PLANS[key];
  const limit = definition[LIMIT_OF[resource]];
  if (limit === null || current < limit) return;
  throw new HttpError(
    403,
    'plan_limit',
    `Limite de ${NOUN_OF[resource]} do plano ${definition.name} atingido (${limit}). Faça upgrade para adicionar mais.`,
  );
}
