import type { FinancingSettings } from '../../../contract/financing';

/** A bank row as typed: text, so "1,99" can be typed with a comma before it is a number. */
export interface BankDraft {
  key: number;
  name: string;
  monthlyRate: string;
  maxTermMonths: string;
}

export interface FinancingDraft {
  minDownPaymentPercent: string;
  banks: BankDraft[];
}

const text = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** "1,99" and "1.99" are 1.99; what is not a number stays NaN, sent as null so the server names the field. */
export const parseDecimal = (value: string): number => {
  const trimmed = value.trim();
  if (trimmed === '') return Number.NaN;
  // With a comma, dots are thousands separators ("1.234,5"); without one, a dot is the decimal point.
  return Number(trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed);
};

let nextKey = 0;
export const newBankDraft = (): BankDraft => ({
  key: nextKey++,
  name: '',
  monthlyRate: '',
  maxTermMonths: '48',
});

export const toDraft = (settings: FinancingSettings): FinancingDraft => ({
  minDownPaymentPercent: text(settings.minDownPaymentPercent),
  banks: settings.banks.map((bank) => ({
    key: nextKey++,
    name: bank.name,
    monthlyRate: text(bank.monthlyRate),
    maxTermMonths: String(bank.maxTermMonths),
  })),
});

export const toSettings = (draft: FinancingDraft): FinancingSettings => ({
  minDownPaymentPercent: parseDecimal(draft.minDownPaymentPercent),
  banks: draft.banks.map((bank) => ({
    name: bank.name.trim(),
    monthlyRate: parseDecimal(bank.monthlyRate),
    maxTermMonths: parseDecimal(bank.maxTermMonths),
  })),
});
