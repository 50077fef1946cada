import { z } from 'zod';
import { Id, IdFilter } from './common';

/**
 * Financing (issue 24): the shop's table, `GET/PUT /api/financing/settings`, and the simulation,
 * `GET /api/financing/simulate`.
 *
 * `monthlyRate` is a PERCENT a month, as banks quote it: 1.99 means 1,99 % a.m. (the Price-table
 * formula uses 0.0199). Money is in reais with cents (a number, 50000 or 1626.78).
 */

export const MAX_FINANCING_BANKS = 20;
export const MAX_TERM_MONTHS = 120;

export const FinancingBank = z.object({
  name: z.string().trim().min(1, 'Informe o nome do banco').max(80),
  monthlyRate: z
    .number({ message: 'Informe a taxa ao mês' })
    .min(0, 'A taxa não pode ser negativa')
    .max(20, 'Taxa ao mês acima de 20 %'),
  maxTermMonths: z
    .number({ message: 'Informe o prazo máximo' })
    .int('Prazo em meses inteiros')
    .min(1, 'Prazo mínimo de 1 mês')
    .max(MAX_TERM_MONTHS, `Prazo máximo de ${MAX_TERM_MONTHS} meses`),
});
export type FinancingBank = z.infer<typeof FinancingBank>;

export const FinancingSettings = z.object({
  minDownPaymentPercent: z
    .number({ message: 'Informe a entrada mínima' })
    .min(0, 'A entrada mínima não pode ser negativa')
    .max(100, 'A entrada mínima vai até 100 %'),
  banks: z
    .array(FinancingBank)
    .min(1, 'Cadastre pelo menos um banco')
    .max(MAX_FINANCING_BANKS, `No máximo ${MAX_FINANCING_BANKS} bancos`),
});
export type FinancingSettings = z.infer<typeof FinancingSettings>;

const money = (label: string) =>
  z.coerce
    .number({ message: `${label} inválido` })
    .finite(`${label} inválido`)
    .min(0, `${label} inválido`);

export const SimulateQuery = z.object({
  price: money('Preço').positive('Informe o preço do veículo'),
  downPayment: money('Valor de entrada'),
  termMonths: z.coerce
    .number({ message: 'Prazo inválido' })
    .int('Prazo em meses inteiros')
    .min(1, 'Prazo mínimo de 1 mês')
    .max(MAX_TERM_MONTHS, `Prazo máximo de ${MAX_TERM_MONTHS} meses`),
});
export type SimulateQuery = z.infer<typeof SimulateQuery>;

/** One bank's offer; `installment` by the Price table rounded to the cent, `total` = installment × term. */
export const FinancingOption = z.object({
  bank: z.string(),
  monthlyRate: z.number(),
  termMonths: z.number().int(),
  installment: z.number(),
  financed: z.number(),
  total: z.number(),
});
export type FinancingOption = z.infer<typeof FinancingOption>;

export const SimulateResponse = z.object({ options: z.array(FinancingOption) });
export type SimulateResponse = z.infer<typeof SimulateResponse>;

/** The disclaimer every simulation shown to a customer carries. */
/** How the AI's simulation line in the chat starts; the lead's page finds its simulations by it. */
export const FINANCING_ACTION_PREFIX = 'IA simulou financiamento';

export const FINANCING_DISCLAIMER = 'Taxas sujeitas à aprovação de crédito; IOF e tarifas não incluídos.';

/** Reference price of a used car, `GET /api/price-table/quote`. */
export const PriceQuoteQuery = z.object({
  brand: z.string().trim().min(1, 'Informe a marca').max(60),
  model: z.string().trim().min(1, 'Informe o modelo').max(80),
  year: z.coerce
    .number({ message: 'Ano inválido' })
    .int('Ano inválido')
    .min(1950, 'Ano inválido')
    .max(2100, 'Ano inválido'),
});
export type PriceQuoteQuery = z.infer<typeof PriceQuoteQuery>;

export const PRICE_SOURCES = ['fipe', 'builtin'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const PriceQuote = z.object({
  /** In reais. */
  reference: z.number(),
  currency: z.literal('BRL'),
  source: z.enum(PRICE_SOURCES),
  /** The table's reference month, e.g. "novembro de 2026". */
  month: z.string(),
  /** What the table matched, e.g. "Gol 1.0 Mi Total Flex 8V 4p". */
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
});
export type PriceQuote = z.infer<typeof PriceQuote>;

/** The customer's car on a lead (`/api/trade-ins`, simple-rest resource filtered by `leadId`). */
export const TRADE_IN_AUTHORS = ['ai', 'staff'] as const;

export const TradeIn = z.object({
  id: Id,
  leadId: Id,
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  km: z.number().int().nullable(),
  plate: z.string().nullable(),
  conditionNotes: z.string(),
  /** The customer's photo messages; each is shown from `/api/messages/:id/media`. */
  photoMessageIds: z.array(Id),
  referencePrice: z.number().nullable(),
  referenceSource: z.enum(PRICE_SOURCES).nullable(),
  referenceMonth: z.string().nullable(),
  createdBy: z.enum(TRADE_IN_AUTHORS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TradeIn = z.infer<typeof TradeIn>;

const THIS_YEAR_PLUS_ONE = new Date().getFullYear() + 1;

/** What staff type: the car, its km and plate, notes; the reference is quoted by the server. */
export const TradeInBody = z.object({
  make: z.string().trim().min(1, 'Informe a marca').max(60),
  model: z.string().trim().min(1, 'Informe o modelo').max(80),
  year: z
    .number({ message: 'Informe o ano' })
    .int('Ano inválido')
    .min(1950, 'Ano inválido')
    .max(THIS_YEAR_PLUS_ONE, 'Ano inválido'),
  km: z.number().int('Km inválido').min(0, 'Km inválido').max(2_000_000, 'Km inválido').nullable(),
  plate: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/, 'Placa inválida (ex.: ABC1D23)')
    .nullable(),
  conditionNotes: z.string().trim().max(2000).default(''),
});
export type TradeInBody = z.infer<typeof TradeInBody>;

export const TradeInCreateBody = TradeInBody.extend({ leadId: Id });
export type TradeInCreateBody = z.infer<typeof TradeInCreateBody>;

export const TradeInFilter = z.object({ leadId: Id.optional(), id: IdFilter.optional() });
export type TradeInFilter = z.infer<typeof TradeInFilter>;

/** "R$ 1.626,78": always with cents, as a simulation or a reference price is written to a customer. */
export const formatBRL = (value: number): string =>
  `R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
