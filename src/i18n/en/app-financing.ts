import type { AppMessages } from '../pt-BR';

export const financingEn = {
  section: 'Financing',
  help: 'Table the AI and the staff use to simulate installments (Price table). Rates in % a month.',
  minDownPayment: 'Minimum down payment (%)',
  bankName: 'Bank',
  monthlyRate: 'Monthly rate (%)',
  maxTerm: 'Longest term (months)',
  addBank: 'Add bank',
  removeBank: 'Remove bank',
  save: 'Save financing',
  saved: 'Financing table saved!',
  saveFailed: 'Could not save the financing table',
  loadFailed: 'Could not load the financing table',
} satisfies AppMessages['app']['financing'];

export const tradeInEn = {
  title: 'Trade-in',
  none: 'No trade-in registered for this lead.',
  loadFailed: 'Could not load the trade-in.',
  km: '%{km} km',
  plate: 'Plate %{plate}',
  notes: 'Condition: %{notes}',
  reference: '%{source} reference (%{month}): %{value}',
  noReference: 'No reference value in the table.',
  sources: { fipe: 'FIPE', builtin: 'built-in table' },
  byAi: 'Registered by the AI',
  byStaff: 'Registered by the staff',
  photo: 'Trade-in photo %{n}',
  photoFailed: 'Photo unavailable',
  evaluation: 'The final value depends on an in-person evaluation.',
} satisfies AppMessages['app']['tradeIn'];
