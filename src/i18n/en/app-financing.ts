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

export const leadFinancingEn = {
  title: 'Financing',
  interested: 'Asked for a financing simulation on %{date}.',
  none: 'The customer has not asked for a financing simulation yet.',
  simulations: "The AI's simulations",
  noSimulations: 'No AI simulation recorded in the conversation.',
};

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
  register: 'Register trade-in',
  edit: 'Edit trade-in',
  save: 'Save trade-in',
  saved: 'Trade-in saved!',
  saveFailed: 'Could not save the trade-in',
  fields: {
    make: 'Make',
    model: 'Model',
    year: 'Model year',
    km: 'Mileage',
    plate: 'Plate (optional)',
    conditionNotes: 'Condition',
  },
} satisfies AppMessages['app']['tradeIn'];
