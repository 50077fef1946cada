import {
  type FinancingOption,
  type FinancingSettings,
  formatBRL,
  type SimulateQuery,
} from '../../contract/financing';
import { offer, roundCents } from './price-table-math';

/** A simulation refused because of one of its inputs; the route answers 400 naming `field`. */
export class SimulationRefused extends Error {
  constructor(
    readonly field: 'price' | 'downPayment' | 'termMonths',
    message: string,
  ) {
    super(message);
  }
}

/** The least down payment the shop's table accepts on `price`, to the cent. */
export const minimumDownPayment = (settings: FinancingSettings, price: number): number =>
  roundCents((price * settings.minDownPaymentPercent) / 100);

/**
 * One option per bank of the shop's table that lends for the asked term, cheapest installment
 * first. Throws `SimulationRefused` for a down payment under the shop's minimum (or covering the
 * whole price) and for a term no bank offers.
 */
export function simulate(settings: FinancingSettings, query: SimulateQuery): FinancingOption[] {
  const minimum = minimumDownPayment(settings, query.price);
  if (query.downPayment < minimum) {
    throw new SimulationRefused(
      'downPayment',
      `Entrada mínima de ${settings.minDownPaymentPercent.toLocaleString('pt-BR')} % (${formatBRL(minimum)})`,
    );
  }
  if (query.downPayment >= query.price) {
    throw new SimulationRefused('downPayment', 'A entrada cobre o valor do veículo: não há o que financiar');
  }
  const banks = settings.banks.filter((bank) => bank.maxTermMonths >= query.termMonths);
  if (banks.length === 0) {
    const longest = Math.max(...settings.banks.map((bank) => bank.maxTermMonths));
    throw new SimulationRefused('termMonths', `Prazo máximo de ${longest} meses`);
  }
  return banks
    .map((bank) => ({ bank: bank.name, ...offer(query, bank.monthlyRate) }))
    .sort((a, b) => a.installment - b.installment);
}
