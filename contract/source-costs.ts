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
 * `GET /api/reports/sources`: per source (kind and name), the leads that arrived in the period, the
 * sales closed in it, what was spent in the period's months and the cost per sale (null without sales).
 */
export const SourcesReport = z.array(
  z.object({
    kind: z.enum([...LEAD_SOURCE_KINDS, UNKNOWN_SOURCE_KIND]),
    name: z.string(),
    leads: z.number().int().nonnegative(),
    sales: z.number().int().nonnegative(),
    spend: z.number().nonnegative(),
    costPerSale: z.number().nullable(),
  }),
);
export type SourcesReport = z.infer<typeof SourcesReport>;
