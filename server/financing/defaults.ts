import type { FinancingSettings } from '../../contract/financing';

/**
 * The table a shop starts with until an admin edits it: rates in the range Brazilian banks quoted
 * for used cars in 2026, so the AI's first simulations are plausible rather than empty.
 */
export const DEFAULT_FINANCING_SETTINGS: FinancingSettings = {
  minDownPaymentPercent: 20,
  banks: [
    { name: 'Banco Aliança', monthlyRate: 1.89, maxTermMonths: 60 },
    { name: 'Financeira Horizonte', monthlyRate: 1.99, maxTermMonths: 48 },
    { name: 'Crédito Rápido', monthlyRate: 2.29, maxTermMonths: 36 },
  ],
};
