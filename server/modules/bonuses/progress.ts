import { saleItemOf } from '../../../contract/bonuses';
import { bonusTypeOf } from '../../../contract/constants';
import type { SellerMonth } from './measure-repository';

/** What a bonus needs of its configuration to be measured. */
export interface MeasuredConfig {
  category: string;
  valueType: 'fixed' | 'percentage';
  value: number;
  targetValue: number | null;
  measure: 'count' | 'sum';
}

export interface BonusProgress {
  /** Sales, items, reviews, or R$ for a summed goal. */
  measured: number;
  /** Percentage of the target, not capped (the page caps what it draws at 100). */
  progress: number;
  achieved: boolean;
  /** What the bonus pays: the fixed value, or the percentage of the counted sales' value; 0 until achieved. */
  payout: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Measures one bonus on a seller's month (spec 3 §3 categories): an extra's category (Banco de
 * Couro, Laudo Cautelar, Financeira Retorno, Seguro Alamo/Facility) counts the sales it was ticked
 * on; Avaliação 5 Estrelas counts the recorded reviews; the sales goals and any other category count
 * the sales, or sum their values when the configuration says so. `achieved` is measured ≥ target.
 */
export function measureBonus(config: MeasuredConfig, month: SellerMonth): BonusProgress {
  const item = saleItemOf(config.category);
  const type = bonusTypeOf(config.category);
  let measured: number;
  let base: number;
  if (item) {
    measured = month.items[item].count;
    base = month.items[item].value;
  } else if (type === 'google_reviews') {
    measured = month.reviews;
    base = 0;
  } else {
    measured = config.measure === 'sum' ? month.salesValue : month.salesCount;
    base = month.salesValue;
  }
  const target = config.targetValue ?? 1;
  const achieved = measured >= target;
  const progress = target > 0 ? round((measured / target) * 100, 1) : 100;
  const payout = !achieved
    ? 0
    : config.valueType === 'fixed'
      ? config.value
      : round((base * config.value) / 100, 2);
  return { measured, progress, achieved, payout };
}
