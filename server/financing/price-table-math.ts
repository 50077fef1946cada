/**
 * The Price table (French amortisation), the way Brazilian banks quote a car loan: equal
 * installments PMT = P·i / (1 − (1+i)^−n). Pure functions, in reais and percent a month.
 */

/** Rounds to the cent, half away from zero, without the binary drift of `x * 100` (1.005 → 1.01). */
export function roundCents(value: number): number {
  return (Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/**
 * The fixed monthly installment of `principal` reais over `termMonths` at `monthlyRatePercent`
 * (1.99 for 1,99 % a.m.), rounded to the cent. A 0 % rate is plain division.
 */
export function installment(principal: number, monthlyRatePercent: number, termMonths: number): number {
  if (!Number.isInteger(termMonths) || termMonths < 1)
    throw new RangeError('termMonths must be a positive integer');
  if (principal <= 0) return 0;
  const rate = monthlyRatePercent / 100;
  if (rate === 0) return roundCents(principal / termMonths);
  return roundCents((principal * rate) / (1 - (1 + rate) ** -termMonths));
}

export interface LoanTerms {
  price: number;
  downPayment: number;
  termMonths: number;
}

export interface LoanOffer {
  monthlyRate: number;
  termMonths: number;
  installment: number;
  financed: number;
  /** What the buyer pays the bank: installment × term (the down payment not included). */
  total: number;
}

/** One bank's offer for the terms. */
export function offer(terms: LoanTerms, monthlyRatePercent: number): LoanOffer {
  const financed = roundCents(terms.price - terms.downPayment);
  const monthly = installment(financed, monthlyRatePercent, terms.termMonths);
  return {
    monthlyRate: monthlyRatePercent,
    termMonths: terms.termMonths,
    installment: monthly,
    financed,
    total: roundCents(monthly * terms.termMonths),
  };
}
