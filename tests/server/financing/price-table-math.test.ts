import { describe, expect, it } from 'vitest';
import { installment, offer, roundCents } from '../../../server/financing/price-table-math';

describe('Price-table installment', () => {
  it('R$ 50.000,00 at 1,99 % a.m. over 48 months is R$ 1.626,78', () => {
    expect(installment(50_000, 1.99, 48)).toBe(1626.78);
  });

  // Hand-computed: 40000 × 0.0149 / (1 − 1.0149^−36) = 1443.6890…; 75000 × 0.0229 / (1 − 1.0229^−60) = 2311.7149…
  it('R$ 40.000,00 at 1,49 % over 36 months is R$ 1.443,69', () => {
    expect(installment(40_000, 1.49, 36)).toBe(1443.69);
  });

  it('R$ 75.000,00 at 2,29 % over 60 months is R$ 2.311,71', () => {
    expect(installment(75_000, 2.29, 60)).toBe(2311.71);
  });

  it('a 0 % rate divides the amount by the term', () => {
    expect(installment(30_000, 0, 24)).toBe(1250);
    expect(installment(10_000, 0, 3)).toBe(3333.33);
  });

  it('nothing financed is no installment', () => {
    expect(installment(0, 1.99, 12)).toBe(0);
  });

  it('rounds half a cent up without binary drift', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(1626.7765)).toBe(1626.78);
  });

  it('an offer finances the price minus the down payment and totals the installments', () => {
    expect(offer({ price: 60_000, downPayment: 10_000, termMonths: 48 }, 1.99)).toEqual({
      monthlyRate: 1.99,
      termMonths: 48,
      installment: 1626.78,
      financed: 50_000,
      total: 78_085.44,
    });
  });
});
