import { z } from 'zod';
import { Id } from './common';
import { LEAD_SOURCE_KINDS } from './lead-source';

/** What the shop spent per source and month, and the report of what each source sold (issue 29). */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const SourceCostBody = z.object({
  source: z
    .string({ message: 'Informe a fonte' })
    .trim()
    .min(1, { message: 'Informe a fonte' })
    .max(80, { message: 'Fonte deve ter no máximo 80 caracteres' }),
  month: z
    .string({ message: 'Informe o mês (AAAA-MM)' })
    .regex(MONTH, { message: 'Mês deve estar no formato AAAA-MM' }),
  amount: z
    .number({ message: 'Informe o valor gasto' })
    .min(0, { message: 'Valor não pode ser negativo' })
    .max(100_000_000, { message: 'Valor muito alto' }),
});
export type SourceCostBody = z.infer<typeof SourceCostBody>;

export const SourceCost = SourceCostBody.extend({ id: Id, createdAt: z.string(), updatedAt: z.string() });
export type SourceCost = z.infer<typeof SourceCost>;

export const SourceCostFilter = z.object({
  id: z.union([Id, z.array(Id)]).optional(),
  month: z.string().regex(MONTH).optional(),
});

/** A lead recorded before sources were, or spend on a source no lead came from: never attributed to another. */
export const UNKNOWN_SOURCE_KIND = 'unknown';

/**
 * `GET /api/reports/sources`: per source (kind and name), over the period:
 * - `leads`: the leads that arrived in it;
 * - `firstResponseSeconds`: of those leads, the median time from the customer's first message to our
 *   first answer after it (the AI or a person), null when none was answered;
 * - `visits`: leads with a visit (appointment not cancelled) dated in the period, as the funnel counts them;
 * - `sales`: sales closed in the period; `conversion`: the share of the period's leads sold by now;
 * - `spend`: what was spent in the period's months; `costPerLead` and `costPerSale` (null without
 *   leads or sales).
 */
export const SourcesReport = z.array(
  z.object({
    kind: z.enum([...LEAD_SOURCE_KINDS, UNKNOWN_SOURCE_KIND]),
    name: z.string(),
    leads: z.number().int().nonnegative(),
    firstResponseSeconds: z.number().nonnegative().nullable(),
    visits: z.number().int().nonnegative(),
    sales: z.number().int().nonnegative(),
    conversion: z.number().min(0).max(1).nullable(),
    spend: z.number().nonnegative(),
    costPerLead: z.number().nullable(),
    costPerSale: z.number().nullable(),
  }),
);
export type SourcesReport = z.infer<typeof SourcesReport>;
