import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  FINANCING_ACTION_PREFIX,
  FINANCING_DISCLAIMER,
  formatBRL,
  MAX_TERM_MONTHS,
} from '../../../contract/financing';
import { leads, vehicles } from '../../db/schema';
import { loadFinancingSettings } from '../../financing/repository';
import { minimumDownPayment, SimulationRefused, simulate } from '../../financing/simulate';
import type { AiTool, ToolContext } from './types';

/** Options shown to a customer: more than three is a table, not a chat message. */
const OPTIONS_SHOWN = 3;
/** The term asked when the customer named none: the one Brazilian car loans are most quoted at. */
const USUAL_TERM_MONTHS = 48;

const Args = z
  .object({
    vehicleId: z
      .uuid()
      .optional()
      .describe('Id do veículo do estoque (de buscar_veiculos), quando for um carro da loja'),
    price: z.number().positive().optional().describe('Preço em reais, quando não houver veículo do estoque'),
    downPayment: z.number().min(0).describe('Valor de entrada em reais'),
    termMonths: z
      .number()
      .int()
      .min(1)
      .max(MAX_TERM_MONTHS)
      .optional()
      .describe('Prazo em meses (padrão 48)'),
  })
  .refine((args) => args.vehicleId !== undefined || args.price !== undefined, {
    message: 'Informe vehicleId ou price',
    path: ['price'],
  });

async function carOf(context: ToolContext, vehicleId: string) {
  const [car] = await context.deps.db
    .select({
      model: vehicles.model,
      version: vehicles.version,
      modelYear: vehicles.modelYear,
      price: vehicles.price,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.organizationId, context.organizationId),
        ne(vehicles.status, 'removed'),
      ),
    );
  return car && { name: [car.model, car.version, car.modelYear].filter(Boolean).join(' '), price: car.price };
}

/** The lead asked for financing: /leadsok and the lead card see it from the first simulation on. */
async function markInterest(context: ToolContext): Promise<void> {
  if (!context.leadId) return;
  await context.deps.db
    .update(leads)
    .set({ financingInterestAt: context.now, updatedAt: context.now })
    .where(
      and(
        eq(leads.id, context.leadId),
        eq(leads.organizationId, context.organizationId),
        isNull(leads.financingInterestAt),
      ),
    );
}

export const simulateFinancingTool: AiTool<typeof Args> = {
  name: 'simular_financiamento',
  description:
    'Simula o financiamento de um veículo (do estoque ou por preço) com a entrada e o prazo pedidos, ' +
    'pela tabela de bancos da loja. Mostre ao cliente as opções e o aviso de que as taxas dependem de aprovação. ' +
    'Se a entrada pedida for menor que a mínima da loja, a simulação usa a mínima (campo note): diga isso ao cliente.',
  parameters: Args,
  async run(context, args) {
    let vehicle: { name: string; price: number } | undefined;
    if (args.vehicleId) {
      vehicle = await carOf(context, args.vehicleId);
      if (!vehicle) return { ok: false, error: 'Veículo não encontrado no estoque; informe o preço' };
    }
    const price = vehicle?.price ?? args.price ?? 0;
    const settings = await loadFinancingSettings(context.deps.db, context.organizationId);
    const longest = Math.max(...settings.banks.map((bank) => bank.maxTermMonths));
    const termMonths = args.termMonths ?? Math.min(USUAL_TERM_MONTHS, longest);
    // Under the shop's minimum, the customer hears the minimum and what it would cost, as a
    // salesperson answers, rather than a refusal to ask again.
    const minimum = minimumDownPayment(settings, price);
    const belowMinimum = args.downPayment < minimum;
    const downPayment = belowMinimum ? minimum : args.downPayment;
    if (downPayment >= price) {
      // Nothing to finance: the customer hears that the down payment buys the car outright.
      await markInterest(context);
      const what = vehicle?.name ?? formatBRL(price);
      return {
        ok: true,
        result: {
          vehicle: vehicle?.name ?? null,
          price,
          downPayment,
          paysInFull: true,
          options: [],
          note: `A entrada de ${formatBRL(downPayment)} cobre o valor de ${formatBRL(price)}: dá para comprar à vista, sem financiar.`,
        },
        timeline: `${FINANCING_ACTION_PREFIX} — ${what} — entrada ${formatBRL(downPayment)} cobre o valor: à vista`,
      };
    }
    let options: ReturnType<typeof simulate>;
    try {
      options = simulate(settings, { price, downPayment, termMonths }).slice(0, OPTIONS_SHOWN);
    } catch (error) {
      if (error instanceof SimulationRefused) return { ok: false, error: error.message };
      throw error;
    }
    await markInterest(context);
    const best = options[0];
    const what = vehicle?.name ?? formatBRL(price);
    return {
      ok: true,
      result: {
        vehicle: vehicle?.name ?? null,
        price,
        downPayment,
        termMonths,
        options,
        disclaimer: FINANCING_DISCLAIMER,
        ...(belowMinimum
          ? {
              askedDownPayment: args.downPayment,
              minimumDownPayment: minimum,
              note: `A entrada mínima é de ${formatBRL(minimum)}; a simulação usa esse valor.`,
            }
          : {}),
      },
      timeline: best
        ? `${FINANCING_ACTION_PREFIX} — ${what} — entrada ${formatBRL(downPayment)}${belowMinimum ? ` (mínima; cliente pediu ${formatBRL(args.downPayment)})` : ''} — ${termMonths}x ${formatBRL(best.installment)}`
        : undefined,
    };
  },
};
