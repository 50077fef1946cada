import { z } from 'zod';
import { Id, IdFilter } from './common';

/** Bonuses (spec 3 §2.3, §3, §5, §7): an admin's monthly configurations and each seller's progress. */

export const BONUS_CATEGORIES = [
  'Banco de Couro',
  'Laudo Cautelar',
  'Financeira Retorno',
  'Seguro Alamo',
  'Seguro Facility',
  'Avaliação 5 Estrelas',
  'Meta Brindes',
  'Meta Viagem',
  'Meta Produtos',
  'Meta Dinheiro',
] as const;

export const FIRST_BONUS_YEAR = 2024;
/**
 * The spec lists 2024, 2025 and 2026. A shop sets next year's goals in December, so the choices run
 * to next year once the calendar passes 2025 (2027 from January 2026, and so on).
 */
export const lastBonusYear = (today: Date = new Date()): number => Math.max(2026, today.getFullYear() + 1);
export const bonusYears = (today: Date = new Date()): number[] =>
  Array.from({ length: lastBonusYear(today) - FIRST_BONUS_YEAR + 1 }, (_, index) => FIRST_BONUS_YEAR + index);
export const BONUS_VALUE_TYPES = ['fixed', 'percentage'] as const;
export const BONUS_MEASURES = ['count', 'sum'] as const;

/** Extras the seller ticks in the sold dialog; each is what one bonus category counts. */
export const SALE_ITEMS = [
  'banco_couro',
  'laudo_cautelar',
  'financing_returned',
  'insurance_alamo',
  'insurance_facility',
] as const;
export type SaleItem = (typeof SALE_ITEMS)[number];

export const SALE_ITEM_CATEGORY: Record<SaleItem, (typeof BONUS_CATEGORIES)[number]> = {
  banco_couro: 'Banco de Couro',
  laudo_cautelar: 'Laudo Cautelar',
  financing_returned: 'Financeira Retorno',
  insurance_alamo: 'Seguro Alamo',
  insurance_facility: 'Seguro Facility',
};

/** The sale item a category counts, if it counts one. */
export const saleItemOf = (category: string): SaleItem | undefined =>
  SALE_ITEMS.find((item) => SALE_ITEM_CATEGORY[item] === category);

const REQUIRED = 'Preencha todos os campos obrigatórios (Nome, Categoria, Tipo de Valor e Valor)';
const Month = z.coerce
  .number({ message: 'Mês inválido: use 1 a 12' })
  .int({ message: 'Mês inválido: use 1 a 12' })
  .min(1, { message: 'Mês inválido: use 1 a 12' })
  .max(12, { message: 'Mês inválido: use 1 a 12' });
const yearMessage = (): string => `Ano inválido: use ${FIRST_BONUS_YEAR} a ${lastBonusYear()}`;
const Year = z.coerce
  .number({ error: yearMessage })
  .int({ error: yearMessage })
  .min(FIRST_BONUS_YEAR, { error: yearMessage })
  .refine((year) => year <= lastBonusYear(), { error: yearMessage });

export const BonusPeriodQuery = z.object({ month: Month.optional(), year: Year.optional() });
export type BonusPeriodQuery = z.infer<typeof BonusPeriodQuery>;

/** POST / PUT /api/admin/bonus-configurations. `type` is derived from the category on the server. */
export const BonusConfigurationBody = z.object({
  name: z.string({ message: REQUIRED }).trim().min(1, { message: REQUIRED }).max(120, {
    message: 'Nome deve ter no máximo 120 caracteres',
  }),
  description: z
    .string()
    .trim()
    .max(500, { message: 'Descrição deve ter no máximo 500 caracteres' })
    .default(''),
  category: z.string({ message: REQUIRED }).trim().min(1, { message: REQUIRED }).max(80, {
    message: 'Categoria deve ter no máximo 80 caracteres',
  }),
  type: z.string().optional(),
  valueType: z.enum(BONUS_VALUE_TYPES, { message: REQUIRED }),
  value: z.coerce.number({ message: REQUIRED }).gt(0, { message: REQUIRED }).max(10_000_000, {
    message: 'Valor deve ser no máximo 10.000.000',
  }),
  targetValue: z.coerce
    .number({ message: 'Meta deve ser um número maior que 0' })
    .gt(0, { message: 'Meta deve ser um número maior que 0' })
    .max(100_000_000, { message: 'Meta deve ser no máximo 100.000.000' })
    .nullable()
    .default(1),
  month: Month,
  year: Year,
  isActive: z.boolean().default(true),
  measure: z.enum(BONUS_MEASURES, { message: 'Medida inválida: use count ou sum' }).default('count'),
});
export type BonusConfigurationBody = z.infer<typeof BonusConfigurationBody>;
export type BonusConfigurationInput = z.input<typeof BonusConfigurationBody>;

export const BonusConfiguration = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  type: z.string(),
  valueType: z.enum(BONUS_VALUE_TYPES),
  value: z.number(),
  targetValue: z.number().nullable(),
  month: z.number().int(),
  year: z.number().int(),
  isActive: z.boolean(),
  measure: z.enum(BONUS_MEASURES),
  createdAt: z.string(),
});
export type BonusConfiguration = z.infer<typeof BonusConfiguration>;

export const BonusConfigurationFilter = z.object({
  q: z.string().trim().max(100).optional(),
  month: Month.optional(),
  year: Year.optional(),
  category: z.string().max(80).optional(),
  isActive: z.boolean().optional(),
  /** react-admin's getMany: `{"id":[...]}`. */
  id: IdFilter.optional(),
});
export type BonusConfigurationFilter = z.infer<typeof BonusConfigurationFilter>;

/** A seller's bonus of the month: `progress` is a percentage of the target (not capped), measured. */
export const UserBonus = z.object({
  id: Id,
  isEnabled: z.boolean(),
  achieved: z.boolean(),
  progress: z.number(),
  /** What was measured (sales, items, reviews, or R$ for a summed goal) against `bonusConfig.targetValue`. */
  measured: z.number(),
  /** What the bonus pays now: the fixed value, or the percentage of the counted sales' value. */
  payout: z.number(),
  bonusConfig: BonusConfiguration,
});
export type UserBonus = z.infer<typeof UserBonus>;

export const UserBonusList = z.array(UserBonus);
export const ToggleBonusBody = z.object({
  enabled: z.boolean({ message: 'enabled deve ser verdadeiro ou falso' }),
});

export const SellerRanking = z.object({
  userId: Id,
  name: z.string(),
  salesCount: z.number().int(),
  salesValue: z.number(),
  achievedCount: z.number().int(),
});
export const BonusRanking = z.array(SellerRanking);
export type SellerRanking = z.infer<typeof SellerRanking>;

/** POST /api/admin/seller-reviews: a five-star review an admin records for a seller. */
export const SellerReviewBody = z.object({
  userId: Id,
  reviewedOn: z.iso.date({ message: 'Data inválida: use AAAA-MM-DD' }),
  customerName: z.string().trim().max(120, { message: 'Nome deve ter no máximo 120 caracteres' }).default(''),
});
export const SellerReview = z.object({
  id: Id,
  userId: Id,
  sellerName: z.string(),
  reviewedOn: z.string(),
  customerName: z.string(),
});
export const SellerReviewList = z.array(SellerReview);

/** `GET /api/admin/seller-reviews` in the simple-rest dialect: a month (the current one by default), a seller, a search. */
export const SellerReviewFilter = z.object({
  q: z.string().trim().max(100).optional(),
  month: Month.optional(),
  year: Year.optional(),
  userId: Id.optional(),
  /** react-admin's getMany: `{"id":[...]}`, in any month. */
  id: IdFilter.optional(),
});
export type SellerReviewFilter = z.infer<typeof SellerReviewFilter>;
