import type { TradeIn, TradeInBody } from '../../../contract/financing';

/** The dialog's fields as typed (numbers as text, so an empty km is "not told", not 0). */
export interface TradeInDraft {
  make: string;
  model: string;
  year: string;
  km: string;
  plate: string;
  conditionNotes: string;
}

export const emptyDraft: TradeInDraft = {
  make: '',
  model: '',
  year: '',
  km: '',
  plate: '',
  conditionNotes: '',
};

export const draftOf = (tradeIn: TradeIn): TradeInDraft => ({
  make: tradeIn.make,
  model: tradeIn.model,
  year: String(tradeIn.year),
  km: tradeIn.km === null ? '' : String(tradeIn.km),
  plate: tradeIn.plate ?? '',
  conditionNotes: tradeIn.conditionNotes,
});

/** "80.000" and "80000" are the same km; text that is not a number is sent as it is refused (NaN → null → 400). */
const integer = (text: string): number => Number(text.replace(/[.\s]/g, ''));

export const bodyOf = (draft: TradeInDraft): TradeInBody => ({
  make: draft.make.trim(),
  model: draft.model.trim(),
  year: integer(draft.year),
  km: draft.km.trim() === '' ? null : integer(draft.km),
  plate: draft.plate.trim() === '' ? null : draft.plate.trim(),
  conditionNotes: draft.conditionNotes.trim(),
});
